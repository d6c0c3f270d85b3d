import type { FastifyInstance } from 'fastify';
import { api, type FieldLabel, type Wire } from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { customerRole, forbidden, requireManager } from '../../auth/access';
import { toLatinDigits } from '../../auth/captcha';
import { text } from '../../auth/rules';
import { writeUserLog } from '../../auth/user-log';
import { iso } from '../../clock';
import type { SandboxCore } from '../../core';
import { addError, invalid, refused, type FieldErrors } from '../../http/errors';
import { asObject } from '../../http/input';
import { route } from '../../http/route';
import { accountMessages as am } from '../../messages';
import { selectOne } from '../../db/query';

interface CustomerRow {
  id: number;
  name: string;
  is_legal: number;
  national_code: string | null;
  national_id: string | null;
  registration_number: string | null;
  registration_date: string | null;
  phone: string | null;
  address: string | null;
  postal_code: string | null;
  created_at: number;
  modified_at: number | null;
}

/** The customer as the provider sends it: a person's national code, or a company's national id, is `nationalId`. */
const toCustomer = (r: CustomerRow): Wire<'GetCustomerResponse'> => ({
  id: r.id,
  name: r.name,
  nationalId: r.is_legal ? r.national_id : r.national_code,
  registrationNumber: r.registration_number,
  registrationDate: r.registration_date,
  phone: r.phone,
  statusId: 1,
  status: am.customerActive,
  isLegal: !!r.is_legal,
  createDate: iso(r.created_at),
  modifyDate: iso(r.modified_at ?? r.created_at),
});

// Iranian registry numbers are digits only (typed in Persian digits too), each with its own length.
type Rule = {
  field: string;
  key: string;
  column: keyof CustomerRow;
  label: FieldLabel;
  required?: boolean;
  pattern?: RegExp;
  message?: string;
  max?: number;
  day?: boolean;
};
const name: Rule = { field: 'Name', key: 'name', column: 'name', label: 'name', required: true, max: 100 };
const nationalCode: Rule = {
  field: 'NationalId',
  key: 'nationalId',
  column: 'national_code',
  label: 'nationalCode',
  pattern: /^\d{10}$/,
  message: am.nationalCodeInvalid,
};
const nationalId: Rule = {
  field: 'NationalId',
  key: 'nationalId',
  column: 'national_id',
  label: 'nationalId',
  required: true,
  pattern: /^\d{11}$/,
  message: am.nationalIdInvalid,
};
const contact = (phoneKey: 'phone' | 'phoneNumber'): Rule[] => [
  {
    field: phoneKey === 'phone' ? 'Phone' : 'PhoneNumber',
    key: phoneKey,
    column: 'phone',
    label: 'phoneNumber',
    pattern: /^0\d{10}$/,
    message: am.customerPhoneInvalid,
  },
  { field: 'PostalCode', key: 'postalCode', column: 'postal_code', label: 'postalCode', pattern: /^\d{10}$/, message: am.postalCodeInvalid },
  { field: 'Address', key: 'address', column: 'address', label: 'address', max: 200 },
  { field: 'RegistrationDate', key: 'registrationDate', column: 'registration_date', label: 'registrationNumber', day: true },
];

/** An ISO day (a time part ignored) that exists and is not in the future, or null. */
function pastDay(value: string, nowMs: number): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+Z?)?$/.exec(value);
  if (!m) return null;
  const ms = Date.parse(`${m[1]}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === m[1] && ms <= nowMs ? m[1] : null;
}

/**
 * Validated column values. An absent field keeps its value (`keepAbsent`) or counts as empty; an
 * empty one clears it unless required.
 */
function readFields(body: Record<string, unknown>, rules: Rule[], keepAbsent: boolean, nowMs: number, errors: FieldErrors): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const r of rules) {
    const raw = body[r.key];
    if (raw === undefined && keepAbsent) continue;
    const value = r.pattern ? toLatinDigits(text(raw)) : text(raw);
    if (!value) {
      if (r.required) addError(errors, r.field, ruleMessage({ kind: 'required' }, r.label));
      else out[r.column] = null;
    } else if (r.day) {
      const day = pastDay(value, nowMs);
      if (day) out[r.column] = day;
      else addError(errors, r.field, am.registrationDateInvalid);
    } else if (r.pattern && !r.pattern.test(value)) addError(errors, r.field, r.message!);
    else if (r.max && [...value].length > r.max) addError(errors, r.field, ruleMessage({ kind: 'tooLong', max: r.max }, r.label));
    else if (!r.pattern && [...value].length < 2) addError(errors, r.field, ruleMessage({ kind: 'tooShort', min: 2 }, r.label));
    else out[r.column] = value;
  }
  return out;
}

export function registerCustomerRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;
  const load = (id: number) => selectOne<CustomerRow>(db, 'SELECT * FROM customers WHERE id = ?', id)!;
  const save = (id: number, columns: Record<string, string | number | null>) => {
    const keys = Object.keys(columns);
    if (keys.length) db.prepare(`UPDATE customers SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`).run(...keys.map((k) => columns[k]), id);
  };

  route(my, core, api.customer.get, ({ user }) => toCustomer(load(user.customerId)));

  // Super users (owner and admins) edit the customer's details.
  route(my, core, api.customer.edit, ({ user, body, req }) => {
    requireManager(db, user);
    const current = load(user.customerId);
    const errors: FieldErrors = {};
    // A legal customer's national id is the company's (11 digits, required); a person's is the national code.
    const rules = [name, current.is_legal ? nationalId : nationalCode, ...contact('phone')];
    const columns = readFields(asObject(body), rules, true, clock.ms(), errors);
    if (Object.keys(errors).length) throw invalid(errors);
    if (current.is_legal && columns.name) columns.company_name = columns.name;
    db.transaction(() => {
      save(user.customerId, { ...columns, modified_at: clock.ms() });
      writeUserLog(db, user, 'customer-edited', clock.ms(), req.ip);
    })();
  });

  route(my, core, api.customer.convertToLegal, ({ user, body, req }) => {
    // Changing who the customer legally is belongs to the owner alone.
    if (customerRole(db, user.userId, user.customerId) !== 'owner') throw forbidden();
    if (load(user.customerId).is_legal) throw refused(am.alreadyLegal);
    const errors: FieldErrors = {};
    const columns = readFields(asObject(body), [name, nationalId, ...contact('phoneNumber')], false, clock.ms(), errors);
    if (Object.keys(errors).length) throw invalid(errors);
    db.transaction(() => {
      save(user.customerId, { ...columns, company_name: columns.name, is_legal: 1, modified_at: clock.ms() });
      writeUserLog(db, user, 'customer-converted-to-legal', clock.ms(), req.ip, columns.name);
    })();
  });
}
