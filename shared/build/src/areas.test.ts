import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areas } from '../../areas/src/areas';

// Plain CommonJS files without declarations: typed here as far as the test uses them.
type CreateConfig = (o: { name: string; kind: 'remote'; dir: string }) => (env: object, argv: { mode: string }) => { devServer?: { port?: number } };
const { readAreas, devPortOf } = require('./areas') as { readAreas: (file?: string) => unknown[]; devPortOf: (remote: string) => number };
const { createConfig } = require('./index') as { createConfig: CreateConfig };

describe('the area declarations read by plain Node', () => {
  it('are the very array the host imports', () => {
    expect(readAreas()).toEqual(JSON.parse(JSON.stringify(areas)));
  });

  it('give each remote its dev-server port, and a remote config defaults to it', () => {
    expect(devPortOf('storage')).toBe(3003);
    const config = createConfig({ name: 'cloud-infra', kind: 'remote', dir: join(__dirname, '../../../remotes/cloud-infra') })({}, { mode: 'development' });
    expect(config.devServer?.port).toBe(3001);
    expect(() => devPortOf('no-such-area')).toThrow('declares the remote "no-such-area"');
  });

  it('refuse a declaration file that imports a value', () => {
    const dir = mkdtempSync(join(tmpdir(), 'areas-'));
    try {
      const file = join(dir, 'areas.ts');
      writeFileSync(file, "import { usageCategories } from '@portal/contracts';\nexport const areas = [usageCategories.vm];\n");
      expect(() => readAreas(file)).toThrow('may import types only');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
