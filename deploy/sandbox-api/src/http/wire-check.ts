// The sandbox's answers held to the one API document: at the reply point, every 2xx JSON answer of
// an operation in a checked area must carry exactly the declared fields in their declared kinds
// (each declared field present, null only where the document allows it, nothing undeclared), and
// every route of a checked area must be an operation of the document. On in tests and the browser
// suite; off in production, where a real provider answers.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import doc from '@portal/contracts/openapi/portal-api.json';

type Schema = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const DOC_ID = 'portal-api';

/**
 * The document's schemas read as the wire promises them: .NET serialises every property of a
 * model, so "optional" in the generated client still means "present" on the wire.
 */
export function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, `${DOC_ID}#`);
    else out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, strict(v)])) : strict(value);
  }
  if (out.properties) {
    out.required = Object.keys(out.properties as Schema);
    out.additionalProperties = false;
  }
  return out;
}

export interface WireViolation {
  operation: string;
  problems: string[];
}

export interface WireCheck {
  /** Problems of one answer, or null when it is as declared (or not checked). */
  check(method: string, routeUrl: string, status: number, body: unknown): WireViolation | null;
  /** Whether a route the sandbox registers lies in a checked area. */
  isChecked(routeUrl: string): boolean;
  /** Whether the document has the operation (`GET`, `/api/my/project/get/:id`). */
  has(method: string, routeUrl: string): boolean;
}

const docPath = (routeUrl: string) => routeUrl.replace(/:([A-Za-z]+)/g, '{$1}');

export function createWireCheck(checked: readonly string[] = (doc as { 'x-portal-checked': string[] })['x-portal-checked']): WireCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: DOC_ID, components: { schemas: strict((doc as { components: { schemas: Schema } }).components.schemas) } });
  // Operation → its answer's schema (null when undeclared) and, once first used, its validator.
  const operations = new Map<string, { schema: unknown; validate?: ValidateFunction }>();
  for (const [path, item] of Object.entries((doc as { paths: Record<string, Record<string, any>> }).paths)) {
    for (const method of METHODS) {
      if (item[method])
        operations.set(`${method.toUpperCase()} ${path}`, { schema: item[method].responses?.['200']?.content?.['application/json']?.schema ?? null });
    }
  }
  function validatorOf(key: string): ValidateFunction | undefined {
    const op = operations.get(key);
    if (!op?.schema) return undefined;
    // Compiled on first use: most tests touch a handful of operations.
    op.validate ??= ajv.compile(strict(op.schema) as Schema);
    return op.validate;
  }
  // Prefixes are the document's paths (`/api/my/vm/{projectId}/key/`): a route's `:param` is read as `{param}`.
  const isChecked = (routeUrl: string) => checked.some((prefix) => docPath(routeUrl).startsWith(prefix) || `${docPath(routeUrl)}/` === prefix);
  const has = (method: string, routeUrl: string) => operations.has(`${method.toUpperCase()} ${docPath(routeUrl)}`);
  return {
    isChecked,
    has,
    check(method, routeUrl, status, body) {
      if (status < 200 || status >= 300 || !isChecked(routeUrl)) return null;
      const key = `${method.toUpperCase()} ${docPath(routeUrl)}`;
      if (!operations.has(key)) return { operation: key, problems: ['not an operation of portal-api.json'] };
      const validate = validatorOf(key);
      // An operation whose answer the document does not declare promises nothing: the portal never reads it.
      if (!validate || validate(body)) return null;
      const problems = (validate.errors ?? []).slice(0, 10).map((e) => {
        const extra = e.keyword === 'additionalProperties' ? ` "${(e.params as { additionalProperty: string }).additionalProperty}"` : '';
        return `${e.instancePath || '(root)'} ${e.message}${extra}`;
      });
      return { operation: key, problems };
    },
  };
}
