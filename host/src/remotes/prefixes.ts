// URL prefix → the remote that owns it, derived from the area declarations.
import { areas, type RemoteName } from '@portal/areas';

export type { RemoteName };

export const remotePrefixes: ReadonlyArray<readonly [prefix: string, remote: RemoteName]> = areas.flatMap((area) =>
  area.prefixes.map((prefix) => [prefix, area.remote] as const),
);

/** Federation container names must be identifiers: `cloud-infra` → `cloud_infra`. */
export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');
