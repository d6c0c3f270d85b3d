import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, readRegistry, registryFile, storedVersions, versionDir } from '@portal/registry';
import type { GatewayConfig } from './config';

/**
 * Which host build answers a request: `HOST_DIR` when set, else the store's live host version (read
 * again whenever registry.json changes, so publishing or rolling back the host needs no restart),
 * else the repository's build.
 */
export function hostDirResolver(config: GatewayConfig): { active: () => string; olderWith: (file: string) => string | null } {
  let seen = -1;
  let dir = config.fallbackHostDir;
  const active = (): string => {
    if (config.hostDir) return config.hostDir;
    let mtime = 0;
    try {
      mtime = statSync(registryFile(config.storeDir)).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime !== seen) {
      seen = mtime;
      const host = readRegistry(config.storeDir).host;
      const stored = host ? versionDir(config.storeDir, HOST, host.version) : null;
      dir = stored && existsSync(join(stored, 'index.html')) ? stored : config.fallbackHostDir;
    }
    return dir;
  };
  /**
   * A page opened before a host publish still asks for its own hashed chunks: find them in the
   * other stored host versions (content-hashed names, so a match is the same file).
   */
  const olderWith = (file: string): string | null => {
    if (config.hostDir) return null;
    for (const version of storedVersions(config.storeDir, HOST)) {
      const dirOfVersion = versionDir(config.storeDir, HOST, version);
      if (existsSync(join(dirOfVersion, file))) return dirOfVersion;
    }
    return null;
  };
  return { active, olderWith };
}
