import { existsSync } from 'node:fs';
import { readRegistry, versionDir, type RegistryDocument } from '@portal/registry';
import type { GatewayConfig } from '../config';

// Only versions the store holds are counted (live, canary, or an older one a page opened before a
// publish still runs), so a sender cannot fill the counts with invented remotes or versions.

const REGISTRY_TTL_MS = 1000;
const MAX_REMEMBERED = 1000;

export class KnownVersions {
  private doc: RegistryDocument = { remotes: {} };
  private readAt = -Infinity;
  private readonly stored = new Set<string>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** The registry, read at most once a second. */
  registry(): RegistryDocument {
    if (this.now() - this.readAt >= REGISTRY_TTL_MS) {
      this.doc = readRegistry(this.config.storeDir);
      this.readAt = this.now();
    }
    return this.doc;
  }

  has(remote: string, version: string): boolean {
    if (this.config.devRemotes[remote]) return version === 'dev';
    const entry = this.registry().remotes[remote];
    if (!entry) return false;
    if (version === entry.version || version === entry.canary?.version) return true;
    const key = `${remote}@${version}`;
    if (this.stored.has(key)) return true;
    // Names passed parseRemoteReport's patterns: no separator, no `..`.
    if (!existsSync(versionDir(this.config.storeDir, remote, version))) return false;
    if (this.stored.size >= MAX_REMEMBERED) this.stored.clear();
    this.stored.add(key);
    return true;
  }
}
