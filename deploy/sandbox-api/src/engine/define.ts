import type { FieldSpec, RequestSchema } from '@portal/contracts';
import type { BundleKind } from '../catalogue';
import type { FieldDef, FieldExtra, ResourceDecl, ResourceDef, Validator } from './types';
import { bundleOf, knownDatacenter } from './validators';

const snakeCase = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Checks every field referring to the catalogue gets for free: the data centre exists, the bundle is of the resource's kind. */
function catalogueChecks(kind: string, prop: string, spec: FieldSpec, bundles: BundleKind | undefined): Validator[] {
  if (spec.label === 'datacenter') return [knownDatacenter];
  if (spec.label === 'productBundle') {
    if (!bundles) throw new Error(`${kind}: '${prop}' names a bundle, so the resource must declare its catalogue kind (productBundles)`);
    return [bundleOf(bundles.kind)];
  }
  return [];
}

/** A contract schema and the sandbox's extras → the fields the engine validates and stores. */
function resolveFields(kind: string, schema: RequestSchema<any> = {}, extras: Record<string, FieldExtra> = {}, bundles?: BundleKind): Record<string, FieldDef> {
  for (const prop of Object.keys(extras)) if (!schema[prop]) throw new Error(`${kind}: field '${prop}' is declared but not in its contract schema`);
  return Object.fromEntries(
    Object.entries(schema).map(([prop, spec]) => {
      const extra = extras[prop] ?? {};
      const validate = [...catalogueChecks(kind, prop, spec!, bundles), ...(extra.validate ?? [])];
      return [prop, { ...spec!, column: extra.column ?? snakeCase(prop), editable: extra.editable, validate }];
    }),
  );
}

/**
 * A resource as its area file declares it: the contract schemas of its requests (create, and each
 * action's), the sandbox-only part of their fields, its catalogue kind, lifecycle and contract.
 */
export function defineResource<Out>(decl: ResourceDecl<Out>): ResourceDef<Out> {
  const { schema, fields, actions, ...rest } = decl;
  return {
    ...rest,
    fields: resolveFields(decl.kind, schema, fields, decl.productBundles),
    actions:
      actions &&
      Object.fromEntries(
        Object.entries(actions).map(([name, { schema: s, fields: f, ...action }]) => [
          name,
          { ...action, fields: resolveFields(`${decl.kind}.${name}`, s, f, decl.productBundles) },
        ]),
      ),
  };
}
