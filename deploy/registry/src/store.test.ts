import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildVersion, integrityOf, publishRemote, readRegistry, versionDir } from './index';

function fakeBuild(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  writeFileSync(join(dir, 'remoteEntry.js'), content);
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  mkdirSync(join(dir, 'assets'));
  return dir;
}

describe('remote store', () => {
  it('publishes a build under its version and points the registry at it', () => {
    const store = mkdtempSync(join(tmpdir(), 'store-'));
    const build = fakeBuild('var storage = 1;');
    const version = buildVersion(build, '0.1.0');
    const entry = publishRemote({ store, name: 'storage', buildDir: build, version });

    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(entry.entry).toBe(`/remotes/storage/${version}/remoteEntry.js`);
    expect(readFileSync(join(versionDir(store, 'storage', version), 'remoteEntry.js'), 'utf8')).toBe('var storage = 1;');
    expect(entry.integrity).toBe(integrityOf(join(build, 'remoteEntry.js')));
    expect(readRegistry(store).remotes.storage?.version).toBe(version);
  });

  it('keeps an already stored version untouched and other remotes unchanged', () => {
    const store = mkdtempSync(join(tmpdir(), 'store-'));
    publishRemote({ store, name: 'billing', buildDir: fakeBuild('b'), version: '1.0.0-a' });
    publishRemote({ store, name: 'storage', buildDir: fakeBuild('one'), version: '1.0.0-x' });
    publishRemote({ store, name: 'storage', buildDir: fakeBuild('two'), version: '1.0.0-x' });

    expect(readFileSync(join(versionDir(store, 'storage', '1.0.0-x'), 'remoteEntry.js'), 'utf8')).toBe('one');
    expect(readRegistry(store).remotes.billing?.version).toBe('1.0.0-a');
  });

  it('refuses a folder that is not a remote build', () => {
    const store = mkdtempSync(join(tmpdir(), 'store-'));
    expect(() => publishRemote({ store, name: 'x', buildDir: mkdtempSync(join(tmpdir(), 'empty-')), version: '1' })).toThrow(/no remoteEntry\.js/);
  });
});
