import { checkInput, type FieldSpec, type InputProblem } from './schema';

// The list-shaped parts of Kubernetes requests (a deployment's env and ports, config data, ingress
// rules), checked entry by entry with the shared field rules plus uniqueness and size, so the
// portal's forms, the manifest paste and the sandbox's 422 say the same thing. Keys are the 422's:
// `Env[0].Name`, `Ports[1].ContainerPort`, `Rules[0].Host`, `Data`.

/** 422 key → problem, for the failing entries only. */
export type ListProblems = Record<string, InputProblem>;

interface EntrySpec {
  [prop: string]: FieldSpec;
}

/** Checks every entry of `list` (each an object) against `specs`; `unique` names the property combos that must not repeat. */
export function checkEntries(
  key: string,
  list: unknown,
  specs: EntrySpec,
  unique: Array<{ of: (entry: Record<string, unknown>) => string; field: string }> = [],
  max?: number,
): ListProblems {
  const problems: ListProblems = {};
  if (list === undefined || list === null) return problems;
  if (!Array.isArray(list)) return { [key]: { kind: 'type', type: 'string' } };
  if (max !== undefined && list.length > max) problems[key] = { kind: 'tooMany', max };
  const seen = unique.map(() => new Set<string>());
  list.forEach((raw, i) => {
    const entry = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    let entryOk = true;
    for (const [prop, spec] of Object.entries(specs)) {
      const problem = checkInput(spec, entry[prop]);
      if (problem) {
        problems[`${key}[${i}].${spec.error}`] = problem;
        entryOk = false;
      }
    }
    if (!entryOk) return;
    unique.forEach((u, j) => {
      const value = u.of(entry);
      if (seen[j]!.has(value)) problems[`${key}[${i}].${specs[u.field]!.error}`] = { kind: 'duplicate' };
      seen[j]!.add(value);
    });
  });
  return problems;
}

/** UTF-8 size of a config map's or secret's data (keys and values). */
export const configDataBytes = (data: Record<string, string>) =>
  Object.entries(data).reduce((n, [k, v]) => n + new TextEncoder().encode(k).length + new TextEncoder().encode(String(v)).length, 0);

/** Keys of a config map's or secret's data: each a valid key; at least one; at most `maxBytes` in all. */
export function checkConfigData(data: unknown, keySpec: FieldSpec, maxBytes: number, required = true): ListProblems {
  if (data === undefined || data === null || (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0))
    return required ? { Data: { kind: 'required' } } : {};
  if (typeof data !== 'object' || Array.isArray(data) || Object.values(data).some((v) => typeof v !== 'string'))
    return { Data: { kind: 'type', type: 'string' } };
  const problems: ListProblems = {};
  Object.keys(data).forEach((k, i) => {
    const problem = checkInput(keySpec, k);
    if (problem) problems[`Data[${i}].Key`] = problem;
  });
  if (configDataBytes(data as Record<string, string>) > maxBytes) problems.Data = { kind: 'tooLarge', maxBytes };
  return problems;
}

/** A list of names (config map or secret references): each valid, none twice. */
export function checkNameList(key: string, list: unknown, spec: FieldSpec): ListProblems {
  if (list === undefined || list === null) return {};
  if (!Array.isArray(list)) return { [key]: { kind: 'type', type: 'string' } };
  const problems: ListProblems = {};
  const seen = new Set<string>();
  list.forEach((name, i) => {
    const problem = checkInput(spec, name);
    if (problem) problems[`${key}[${i}]`] = problem;
    else if (seen.has(String(name))) problems[`${key}[${i}]`] = { kind: 'duplicate' };
    seen.add(String(name));
  });
  return problems;
}

/** What a deployment takes of its namespace's quota: requests × replicas (cores and GB, as the quota counts them). */
export function deploymentUsage(d: { replicas: number; cpuMillicores: number; memoryMi: number }) {
  return { cpu: (d.cpuMillicores * d.replicas) / 1000, memory: (d.memoryMi * d.replicas) / 1024, pods: d.replicas };
}
