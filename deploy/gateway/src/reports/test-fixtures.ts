import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionDir, writeRegistry } from '@portal/registry';
import type { RemoteReportRow } from '@portal/contracts/src/remote-reports';
import { configFromEnv, type GatewayConfig } from '../config';

/** A store with storage@A live and storage@B its 50 % canary since `startedAt`; old@1 stored, not live. */
export function canaryStore(startedAt = '2020-01-01T00:00:00.000Z', env: Record<string, string> = {}): GatewayConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-reports-'));
  const storeDir = join(dataDir, 'store');
  for (const [name, version] of [
    ['storage', 'A'],
    ['storage', 'B'],
    ['storage', 'old'],
    ['billing', '1'],
  ] as const) {
    mkdirSync(versionDir(storeDir, name, version), { recursive: true });
    writeFileSync(join(versionDir(storeDir, name, version), 'remoteEntry.js'), `var ${name};`);
  }
  const at = (name: string, version: string) => ({
    version,
    entry: `/remotes/${name}/${version}/remoteEntry.js`,
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    integrity: 'sha384-x',
  });
  writeRegistry(storeDir, {
    remotes: {
      storage: { ...at('storage', 'A'), activatedAt: startedAt, canary: { ...at('storage', 'B'), percent: 50, startedAt, by: 'ci-bot' } },
      billing: { ...at('billing', '1'), activatedAt: startedAt },
    },
  });
  return configFromEnv({ DATA_DIR: dataDir, STORE_DIR: storeDir, SANDBOX_PROVISION_MS: '0', ...env });
}

export const row = (version: string, kind: RemoteReportRow['kind'], count: number, extra: Partial<RemoteReportRow> = {}): RemoteReportRow => ({
  remote: 'storage',
  version,
  channel: version === 'B' ? 'canary' : 'live',
  kind,
  count,
  ...(kind === 'load-failure' ? { detail: 'chunk' } : {}),
  ...extra,
});
