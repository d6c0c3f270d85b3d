// The field paths of an answer (`[].name`, `invoiceItems[].price`), as the document declares them
// and as they arrive: the per-area figures of the provider-wire issues.
import doc from '@portal/contracts/openapi/portal-api.json';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
const schemas = (doc as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
const resolve = (s: Schema): Schema => (s.$ref ? resolve(schemas[s.$ref.split('/').pop()!]!) : s);

/** Every property path the schema declares (a ref met again on its own path is not followed). */
export function declaredPaths(schema: Schema, at = '', seen: string[] = []): string[] {
  if (schema.$ref && seen.includes(schema.$ref)) return [];
  const s = resolve(schema);
  const inner = schema.$ref ? [...seen, schema.$ref] : seen;
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  if (branches.length) return [...new Set(branches.flatMap((b) => declaredPaths(b, at, inner)))];
  if (s.items) return declaredPaths(s.items, `${at}[]`, inner);
  return Object.entries(s.properties ?? {}).flatMap(([name, p]) => [`${at}.${name}`, ...declaredPaths(p, `${at}.${name}`, inner)]);
}

/** Every property path the answer carries. */
export function sentPaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((v) => sentPaths(v, `${at}[]`)))];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, v]) => [`${at}.${name}`, ...sentPaths(v, `${at}.${name}`)]);
}
