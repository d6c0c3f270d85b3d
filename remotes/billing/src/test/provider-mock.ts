// A stand-in for a mock made from the provider's document alone (what Prism's static and dynamic
// mocks draw): every GET the provider declares answers a value its schema allows, in one of three
// kinds; anything the provider does not declare (our additions) answers 404, as it would upstream.
// Test-only: the billing pages must render inside the shell whatever the provider may send.
import provider from '@portal/contracts/openapi/provider.json';

/** `static`: Prism's static answer (strings "string", numbers 1 so detail pages find id 1, one row); `empty`: every nullable null, optional left out, lists empty; `long`: long strings, large negative fractions, three alike rows. */
export type MockKind = 'static' | 'empty' | 'long';

type Schema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
};
type Doc = {
  paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> } }>;
  components: { schemas: Record<string, Schema> };
};
const doc = provider as unknown as Doc;

const LONG = 'بسیار‌طولانی-'.repeat(24) + 'x'.repeat(120);

function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref) s = doc.components.schemas[s.$ref.replace('#/components/schemas/', '')]!;
  return s;
}

/** A value of `schema` of the given kind. */
export function sample(schema: Schema, kind: MockKind, depth = 0): unknown {
  const s = resolve(schema);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) {
    const nullable = choices.some((c) => resolve(c).type === 'null');
    if (nullable && kind === 'empty') return null;
    return sample(choices.find((c) => resolve(c).type !== 'null') ?? choices[0]!, kind, depth);
  }
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sample(part, kind, depth)));
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (Array.isArray(s.type) && s.type.includes('null') && kind === 'empty') return null;
  switch (type) {
    case 'string':
      return kind === 'long' ? LONG : kind === 'empty' ? '' : 'string';
    case 'number':
    case 'integer':
      return kind === 'long' ? -987654321.987 : kind === 'empty' ? 0 : 1;
    case 'boolean':
      return kind !== 'empty';
    case 'array': {
      if (kind === 'empty' || depth > 4) return [];
      const row = sample(s.items ?? {}, kind, depth + 1);
      return kind === 'long' ? [row, row, row] : [row];
    }
    case 'object':
    default: {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        if (kind === 'empty' && !s.required?.includes(name)) continue;
        out[name] = sample(prop, kind, depth + 1);
      }
      return out;
    }
  }
}

const routes = Object.entries(doc.paths)
  .filter(([, item]) => item.get)
  .map(([path, item]) => ({
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
    schema: item.get!.responses?.['200']?.content?.['application/json']?.schema,
  }));

/** The fake API's handler: the provider's declared answer of that kind, or 404 for what it lacks. */
export function providerMock(kind: MockKind) {
  return async (req: Request): Promise<Response> => {
    const path = new URL(req.url).pathname;
    const route = req.method === 'GET' ? routes.find((r) => r.pattern.test(path)) : undefined;
    if (!route) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    if (!route.schema) return new Response('binary', { status: 200, headers: { 'content-type': 'application/octet-stream' } });
    return new Response(JSON.stringify(sample(route.schema, kind)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
