import { useParams } from 'react-router-dom';

/** Numeric route parameters of this area; NaN when absent or malformed (pages show not-found). */
export function useNumericParams<K extends string>(...names: K[]): Record<K, number> {
  const params = useParams();
  return Object.fromEntries(names.map((n) => [n, /^\d+$/.test(params[n] ?? '') ? Number(params[n]) : Number.NaN])) as Record<K, number>;
}
