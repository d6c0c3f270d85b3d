import type { Ask } from './asks';
import { checkRule, firstViolation, type Rule, type Violation } from './rule';

/** Keys of the Persian field names (`fieldLabels` in @portal/locale), used inside messages. */
export const FIELD_LABELS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'password',
  'captcha',
  'code',
  'confirmCode',
  'projectName',
  'productBundle',
  'datacenter',
  'image',
  'cpu',
  'memory',
  'disk',
  'ipv4Count',
  'network',
  'ipAddress',
  'volumeSize',
  'cidr',
  'networkPrefix',
  'direction',
  'protocol',
  'portRange',
  'description',
  'ipVersion',
  'keyName',
  'publicKey',
  'snapshotName',
  'backupName',
  'serialNumber',
  'equipment',
  'volume',
  'server',
  'iso',
  'sizing',
  'publicIpv4',
  'publicIpv6',
  'scheduleType',
  'caculateType',
  'role',
  'currentPassword',
  'newPassword',
  'phoneNumber',
  'customer',
  'nationalCode',
  'companyName',
  'nationalId',
  'registrationNumber',
  'economicCode',
  'address',
  'postalCode',
  'sshKeys',
  // vpc
  'gatewayCidr',
  'gateway',
  'networks',
  'publicIp',
  'externalPort',
  'internalIp',
  'internalPort',
  'algorithm',
  'healthCheckInterval',
  'healthCheckTimeout',
  'healthCheckAttempts',
  'listeners',
  'backends',
  'loadBalancer',
  'fromNetwork',
  'toNetwork',
  'snat',
  // support
  'issueSubject',
  'businessUnit',
  'priority',
  'message',
  'product',
  'order',
  'comment',
  'contactInfo',
  // billing
  'amount',
  'amountToman',
  'paymentProvider',
  'invoice',
  'voucherCode',
  'offer',
  'referralCode',
  // kubernetes (cloud-platform)
  'kubernetesVersion',
  'nodeCount',
  'nodeType',
  'pods',
  'replicas',
  'containerImage',
  'envName',
  'containerPort',
  'portName',
  'configMapName',
  'secretName',
  'dataKey',
  'configData',
  'ingressHost',
  'ingressPath',
  'pathType',
  'serviceName',
  'servicePort',
  // dns-cdn: web hosts, load balancing, API gateway
  'domain',
  'phpVersion',
  'originAddress',
  'pathPattern',
  'routeHost',
  'cdnLbPolicy',
  'maxConnections',
  'acceptDangerCert',
  'upstream',
  'rateLimit',
  // colocation
  'rackUnits',
  'powerAmp',
  'networkPort1G',
  'networkPort10G',
  // object storage
  'publicAccess',
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

/** `intList`: a list of ids (JSON array of whole numbers); an empty list counts as empty. */
export type FieldType = 'string' | 'int' | 'bool' | 'intList';

/** A value read from input under its field's type. */
export type InputValue = string | number | boolean | readonly number[];

/** One field of a request model: how it is named in a 422, what it is called, what it must be. */
export interface FieldSpec {
  /** Key in the 422 `errors` object, PascalCase as the real API spells it (`Name`, `ProductBundleId`). */
  error: string;
  label: FieldLabel;
  type: FieldType;
  required?: boolean;
  /** The sentence a missing value gets, when not "entering X is required" (a choice names what to pick). */
  ask?: Ask;
  /** Checked in order on a non-empty value; the first broken one is the field's message. */
  rules?: readonly Rule[];
}

/** The validation definition of one request model, keyed by its body properties. */
export type RequestSchema<T> = { readonly [K in keyof T]?: FieldSpec };

/** `defineSchema<CreateVolumeRequest>()({ name: nameSpec, size: { ... } })`: keys checked against the model. */
export const defineSchema =
  <T>() =>
  <const S extends RequestSchema<T>>(schema: S): S =>
    schema;

export type InputProblem = Violation | { kind: 'required'; ask?: Ask } | { kind: 'type'; type: FieldType };

/** What a missing value of the field is told. */
export const missing = (spec: FieldSpec): InputProblem => (spec.ask ? { kind: 'required', ask: spec.ask } : { kind: 'required' });

/** The field's spec for a new size that must grow past the `current` one (a disk, a bucket): its own rules first. */
export const growFrom = (spec: FieldSpec, current: number): FieldSpec => ({ ...spec, rules: [...(spec.rules ?? []), { kind: 'growFrom', current }] });

/** Passwords are taken exactly as typed: any character may be part of one. */
const SECRET_LABELS: ReadonlySet<FieldLabel> = new Set<FieldLabel>(['password', 'currentPassword', 'newPassword']);
/** Free text written over several lines: tabs and line breaks are allowed there (and only there). */
const MULTILINE_LABELS: ReadonlySet<FieldLabel> = new Set<FieldLabel>(['message', 'comment']);

/**
 * Every text field but a secret refuses invisible characters (controls, bidi overrides, zero-width
 * characters other than the Persian zero-width non-joiner): held here once, so no name or other
 * free text can hide or reorder what others read, whichever schema declares it.
 */
function hiddenCharactersProblem(label: FieldLabel, value: string): Violation | null {
  if (SECRET_LABELS.has(label)) return null;
  const pattern = MULTILINE_LABELS.has(label) ? 'visibleMultilineText' : 'visibleText';
  return checkRule({ kind: 'pattern', pattern }, value);
}

/**
 * Brings a raw value (JSON body or form input) to the field's type. Empty (absent, null, blank
 * text) is `null`; text is trimmed; an int may arrive as digits in a string.
 */
export function readInput(spec: FieldSpec, raw: unknown): { value: InputValue | null } | { problem: InputProblem } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  if (spec.type === 'intList') {
    if (!Array.isArray(raw) || !raw.every((n) => Number.isSafeInteger(n))) return { problem: { kind: 'type', type: 'intList' } };
    // The same id twice is one choice.
    return { value: raw.length ? [...new Set(raw as number[])] : null };
  }
  switch (spec.type) {
    case 'string': {
      if (typeof raw !== 'string') return { problem: { kind: 'type', type: 'string' } };
      const value = raw.trim();
      const hidden = hiddenCharactersProblem(spec.label, value);
      return hidden ? { problem: hidden } : { value };
    }
    case 'int': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      return Number.isSafeInteger(n) ? { value: n } : { problem: { kind: 'type', type: 'int' } };
    }
    case 'bool':
      return typeof raw === 'boolean' ? { value: raw } : { problem: { kind: 'type', type: 'bool' } };
    default:
      return { problem: { kind: 'type', type: spec.type } };
  }
}

/** Everything the shared rules say about one raw value: null when it is acceptable. */
export function checkInput(spec: FieldSpec, raw: unknown): InputProblem | null {
  const read = readInput(spec, raw);
  if ('problem' in read) return read.problem;
  if (read.value === null) return spec.required ? missing(spec) : null;
  return firstViolation(spec.rules ?? [], read.value);
}

/** Every field of `body` checked against `schema`: property → its problem (only the failing ones). */
export function checkBody<T>(schema: RequestSchema<T>, body: Partial<Record<keyof T, unknown>>): Partial<Record<keyof T, InputProblem>> {
  const problems: Partial<Record<keyof T, InputProblem>> = {};
  for (const key of Object.keys(schema) as (keyof T)[]) {
    const problem = checkInput(schema[key]!, body[key]);
    if (problem) problems[key] = problem;
  }
  return problems;
}
