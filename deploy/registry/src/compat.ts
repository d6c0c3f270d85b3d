import { existsSync, readFileSync } from 'node:fs';

/** The parts of a federation `mf-manifest.json` the checks read. */
export interface FederationManifest {
  name?: string;
  metaData?: { globalName?: string; remoteEntry?: { name?: string } };
  shared?: Array<{ name: string; version?: string; requiredVersion?: string; singleton?: boolean; assets?: Assets }>;
  exposes?: Array<{ path: string; name?: string; assets?: Assets }>;
}
type AssetList = { sync?: string[]; async?: string[] };
type Assets = { js?: AssetList; css?: AssetList };

export function readManifest(file: string): FederationManifest {
  if (!existsSync(file)) throw new Error(`${file} is missing: not a federation build`);
  return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
}

/** The part of a version that must match: the major, or major.minor below 1.0. */
function compatKey(version: string): string | null {
  const m = /^\D*(\d+)\.(\d+)/.exec(version);
  if (!m) return null;
  return m[1] === '0' ? `0.${m[2]}` : m[1]!;
}

/** `^19.0.0` → `19.0.0`: the lowest version a range asks for, enough to compare majors. */
const floorOf = (range: string): string => range.replace(/^[\^~>=<\s]+/, '');

export interface Incompatibility {
  pkg: string;
  remote: string;
  host: string | null;
}

/**
 * Shared packages of a remote the host cannot serve as one instance: a singleton the host does not
 * share at all, or shares at another major (0.x: another minor). A remote sharing React 20 with a
 * host on React 19 would get a second React, or the host's one it was not built for.
 */
export function incompatibleShared(remote: FederationManifest, host: FederationManifest): Incompatibility[] {
  const provided = new Map((host.shared ?? []).map((s) => [s.name, s.version ?? '']));
  const problems: Incompatibility[] = [];
  for (const s of remote.shared ?? []) {
    const wanted = s.requiredVersion && s.requiredVersion !== '*' ? floorOf(s.requiredVersion) : (s.version ?? '');
    const hostVersion = provided.get(s.name);
    if (hostVersion === undefined) {
      if (s.singleton) problems.push({ pkg: s.name, remote: wanted || '?', host: null });
      continue;
    }
    const a = compatKey(wanted);
    const b = compatKey(hostVersion);
    if (a && b && a !== b) problems.push({ pkg: s.name, remote: s.version ?? wanted, host: hostVersion });
  }
  return problems;
}

export function describeIncompatibility(p: Incompatibility): string {
  return p.host === null
    ? `${p.pkg}: the remote shares ${p.remote} but the active host does not share ${p.pkg}`
    : `${p.pkg}: the remote needs ${p.remote} but the active host provides ${p.host}`;
}
