// Request bodies for the fuzz run, drawn from the document's request schemas with fast-check: mostly
// the declared fields in their declared kinds (so the handlers' own rules are reached), sometimes
// a field of the wrong kind, a missing one, or one the schema does not declare.
import fc from 'fast-check';

type Schema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  enum?: unknown[];
};
export type Schemas = Record<string, Schema>;

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'demo@example.com',
    'Demo@1234',
    '۱۲۳۴۵۶',
    'تهران',
    '09121234567',
    '1403/01/01',
    '2026-01-01T00:00:00Z',
    '<script>',
    "' OR 1=1 --",
    'a'.repeat(300),
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const number = fc.oneof(fc.integer({ min: -5, max: 20 }), fc.constantFrom(0, 1, 123456, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER));
const wrongKind: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.constant({}), fc.constant([]), fc.boolean(), fc.integer(), fc.string({ maxLength: 5 }));

export function arbitraryOf(schema: Schema | undefined, schemas: Schemas, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return wrongKind;
  if (schema.$ref) return arbitraryOf(schemas[schema.$ref.split('/').pop()!], schemas, depth);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, schemas, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return text;
    case 'number':
    case 'integer':
      return number;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 2 ? fc.constant([]) : fc.array(arbitraryOf(schema.items, schemas, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = Object.entries(schema.properties ?? {}).map(
        ([name, s]) => [name, fc.oneof({ weight: 8, arbitrary: arbitraryOf(s, schemas, depth + 1) }, { weight: 1, arbitrary: wrongKind })] as const,
      );
      const declared = fc.record(Object.fromEntries(props), { requiredKeys: [] });
      return fc.oneof(
        { weight: 9, arbitrary: declared },
        { weight: 1, arbitrary: fc.tuple(declared, fc.string({ minLength: 1, maxLength: 8 }), wrongKind).map(([o, k, v]) => ({ ...(o as object), [k]: v })) },
      );
    }
    default:
      return wrongKind;
  }
}
