import type { FastifyInstance } from 'fastify';
import { api, type Customer, type FieldLabel } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { customerRole, forbidden, requireManager } from '../auth/access';
import { toLatinDigits } from '../auth/captcha';
import { text } from '../auth/rules';
import { writeUserLog } from '../auth/user-log';
import type { SandboxCore } from '../core';
import { addError, invalid, refused, type FieldErrors } from '../http/errors';
import { route } from '../http/route';
import { accountMessages as am } from '../messages';

interface CustomerRow {
  id: number;
  name: string;
  is_legal: number;
  national_code: string | null;
  company_name: string | null;
  national_id: string | null;
  registration_number: string | null;
  economic_code: string | null;
  address: string | null;
  postal_code: string | null;
}
const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  name: r.name,
  isLegal: !!r.is_legal,
  nationalCode: r.national_code,
  companyName: r.company_name,
  nationalId: r.national_id,
  registrationNumber: r.registration_number,
  economicCode: r.economic_code,
  address: r.address,
  postalCode: r.postal_code,
});

// Iranian registry numbers are digits only (typed in Persian digits too), each with its own length.
type Rule = { field: string; column: keyof CustomerRow; label: FieldLabel; pattern?: RegExp; message?: string; max?: number };
const digits = (value: unknown) => toLatinDigits(text(value));
const NATURAL: Rule[] = [{ field: 'NationalCode', column: 'national_code', label: 'nationalCode', pattern: /^\d{10}$/, message: am.nationalCodeInvalid }];
const LEGAL: Rule[] = [
  { field: 'CompanyName', column: 'company_name', label: 'companyName', max: 100 },
  { field: 'NationalId', column: 'national_id', label: 'nationalId', pattern: /^\d{11}$/, message: am.nationalIdInvalid },
  { field: 'RegistrationNumber', column: 'registration_number', label: 'registrationNumber', pattern: /^\d{1,10}$/, message: am.registrationNumberInvalid },
  { field: 'EconomicCode', column: 'economic_code', label: 'economicCode', pattern: /^\d{12}$/, message: am.economicCodeInvalid },
];
const CONTACT: Rule[] = [
  { field: 'PostalCode', column: 'postal_code', label: 'postalCode', pattern: /^\d{10}$/, message: am.postalCodeInvalid },
  { field: 'Address', column: 'address', label: 'address', max: 200 },
];
const bodyKey = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);

/** Validated column values; `required` rules must be present, others may be empty (cleared). */
function readFields(body: Record<string, unknown>, rules: Rule[], required: boolean, errors: FieldErrors): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const r of rules) {
    const raw = body[bodyKey(r.field)];
    const value = r.pattern ? digits(raw) : text(raw);
    if (!value) {
      if (required) addError(errors, r.field, ruleMessage({ kind: 'required' }, r.label));
      else out[r.column] = null;
      continue;
    }
    if (r.pattern && !r.pattern.test(value)) addError(errors, r.field, r.message!);
    else if (r.max && [...value].length > r.max) addError(errors, r.field, ruleMessage({ kind: 'tooLong', max: r.max }, r.label));
    else if (!r.pattern && [...value].length < 2) addError(errors, r.field, ruleMessage({ kind: 'tooShort', min: 2 }, r.label));
    else out[r.column] = value;
  }
  return out;
}

export function registerCustomerRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  const load = (id: number) => db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow;
  const save = (id: number, columns: Record<string, string | number | null>) => {
    const keys = Object.keys(columns);
    if (keys.length) db.prepare(`UPDATE customers SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`).run(...keys.map((k) => columns[k]), id);
  };

  route(my, core, api.customer.get, ({ user }) => toCustomer(load(user.customerId)));

  route(my, core, api.customer.edit, ({ user, body, req }) => {
    requireManager(db, user);
    const current = load(user.customerId);
    const errors: FieldErrors = {};
    // A legal customer edits the company's data; a natural one the person's.
    const rules = current.is_legal ? LEGAL : NATURAL;
    const columns = { ...readFields(body as Record<string, unknown>, rules, !!current.is_legal, errors), ...readFields(body as Record<string, unknown>, CONTACT, false, errors) };
    if (Object.keys(errors).length) throw invalid(errors);
    if (current.is_legal && columns.company_name) (columns as Record<string, string | null>).name = columns.company_name;
    db.transaction(() => {
      save(user.customerId, columns);
      writeUserLog(db, user, 'customer-edited', clock.ms(), req.ip);
    })();
    return toCustomer(load(user.customerId));
  });

  route(my, core, api.customer.convertToLegal, ({ user, body, req }) => {
    // Changing who the customer legally is belongs to the owner alone.
    if (customerRole(db, user.userId, user.customerId) !== 'owner') throw forbidden();
    if (load(user.customerId).is_legal) throw refused(am.alreadyLegal);
    const errors: FieldErrors = {};
    const columns = readFields(body as Record<string, unknown>, LEGAL, true, errors);
    if (Object.keys(errors).length) throw invalid(errors);
    db.transaction(() => {
      save(user.customerId, { ...columns, is_legal: 1, name: columns.company_name });
      writeUserLog(db, user, 'customer-converted-to-legal', clock.ms(), req.ip, columns.company_name);
    })();
    return toCustomer(load(user.customerId));
  });
}
