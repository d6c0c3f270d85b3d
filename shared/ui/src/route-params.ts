import { useParams } from 'react-router-dom';
import type { RouteParams } from './resource-routes';

const numeric = <K extends string>(params: RouteParams, names: K[]): Record<K, number> =>
  Object.fromEntries(names.map((n) => [n, /^\d+$/.test(params[n] ?? '') ? Number(params[n]) : Number.NaN])) as Record<K, number>;

/**
 * Numeric route parameters (`useNumericParams('projectId', 'id')`); NaN when absent or not a
 * whole number, so a page asks nothing and shows not-found instead of calling the API with junk.
 */
export function useNumericParams<K extends string>(...names: K[]): Record<K, number> {
  return numeric(useParams(), names);
}
