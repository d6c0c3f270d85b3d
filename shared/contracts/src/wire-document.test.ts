import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import doc from '../openapi/portal-api.json';
import { api, narrow, wire, type ResponseOf, type ZoneRow } from './index';

const dir = join(__dirname, '..');
const bin = (name: string) => join(dir, 'node_modules', '.bin', name);
const METHODS = ['get', 'put', 'post', 'delete'] as const;
type Doc = { paths: Record<string, Record<string, { 'x-portal'?: string }>>; 'x-portal-checked': string[] };
const paths = (doc as unknown as Doc).paths;
const checked = (doc as unknown as Doc)['x-portal-checked'];

describe('the API document (openapi/portal-api.json)', () => {
  it('is valid OpenAPI 3.1 by a validator nobody here wrote', () => {
    const out = execFileSync(bin('validate-api'), [join(dir, 'openapi/portal-api.json')], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ valid: true });
  });

  it('fails that validator when an operation is broken (the check can fail)', () => {
    const broken = structuredClone(doc) as unknown as Doc;
    (broken.paths['/api/my/project/list'].get as Record<string, unknown>).responses = 'none';
    const file = join(mkdtempSync(join(tmpdir(), 'wire-')), 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const run = spawnSync(bin('validate-api'), [file], { encoding: 'utf8' });
    expect(JSON.parse(run.stdout).valid).toBe(false);
  });

  it('and the generated wire types are what compose.mjs makes of the committed sources', () => {
    const run = spawnSync(process.execPath, [join(dir, 'openapi/compose.mjs'), '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("marks every operation it adds to the provider's and keeps the specification's paths", () => {
    const ours = Object.entries(paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]?.['x-portal'] === 'addition').map((m) => `${m} ${p}`));
    expect(ours).toContain('get /api/my/account/session/list');
    expect(paths['/api/my/auth/login'].post['x-portal']).toBe('override');
    expect(paths['/api/my/account/login']).toBeUndefined();
  });
});

describe("the portal's endpoints", () => {
  it('are operations of the document, with the same method and path, in every checked area', () => {
    const strays: string[] = [];
    for (const [area, endpoints] of Object.entries(api)) {
      for (const [name, e] of Object.entries(endpoints as Record<string, { method: string; path: string }>)) {
        const path = `/api/my/${e.path.replace(/:(\w+)/g, '{$1}')}`;
        if (!checked.some((prefix) => path.startsWith(prefix))) continue;
        if (!paths[path]?.[e.method.toLowerCase()]) strays.push(`api.${area}.${name}: ${e.method} ${path}`);
      }
    }
    expect(strays).toEqual([]);
  });
});

describe("wire()'s narrowing", () => {
  it('types only: the endpoint is its method and path, and a narrowing the document does not admit does not compile', () => {
    expect(wire('GET', 'dns-cdn/:projectId/host/list', narrow<{ answer: ZoneRow[] }>())).toEqual({ method: 'GET', path: 'dns-cdn/:projectId/host/list' });
    // @ts-expect-error the document's zone list is an array of rows, not text
    wire('GET', 'dns-cdn/:projectId/host/list', narrow<{ answer: string }>());
    // @ts-expect-error the document's PeriodId is a number
    wire('GET', 'vm/:projectId/host/get-analytic/:id', narrow<{ query: { PeriodId: string } }>());
    // A file the document declares (octet-stream) is read as a Blob.
    const csv: ResponseOf<typeof api.billing.billListDownload> = new Blob(['a,b']);
    expect(csv.size).toBe(3);
  });
});
