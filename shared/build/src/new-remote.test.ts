import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSnippets } from './lint-snippets';

const { readAreas, readTypeScript } = require('./areas') as {
  readAreas: (file?: string) => Array<{ remote: string; label: string; prefixes: string[]; sidebar: Array<{ label: string; path: string }>; devPort: number }>;
  readTypeScript: (file: string) => Record<string, Record<string, string>>;
};

const { layoutProblems } = require('./remote-layout') as { layoutProblems: (src: string) => string[] };

const repo = join(__dirname, '../../..');
const scaffold = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(repo, 'scripts/new-remote.mjs'), ...args, '--root', root], { encoding: 'utf8' });

/** A tree holding only the area declarations, as the scaffolder finds them in the repository. */
function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-remote-'));
  mkdirSync(join(root, 'shared/areas/src'), { recursive: true });
  for (const file of ['areas.ts', 'messages.ts']) copyFileSync(join(repo, 'shared/areas/src', file), join(root, 'shared/areas/src', file));
  return root;
}

let root: string;
beforeEach(() => (root = tree()));
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const written = [
  'package.json',
  'webpack.config.js',
  'src/App.tsx',
  'src/routes.tsx',
  'src/messages.ts',
  'src/features/overview/messages.ts',
  'src/features/overview/OverviewPage.tsx',
  'src/features/overview/OverviewPage.test.tsx',
];

test('a new area: the remote, its e2e spec, and its declaration with the next dev port and its Persian label', () => {
  const before = readAreas(join(root, 'shared/areas/src/areas.ts'));
  const result = scaffold(root, 'edge-functions', '--label', 'توابع لبه');
  expect(result.status).toBe(0);
  for (const file of written) expect(existsSync(join(root, 'remotes/edge-functions', file))).toBe(true);
  expect(layoutProblems(join(root, 'remotes/edge-functions/src'))).toEqual([]);

  const areas = readAreas(join(root, 'shared/areas/src/areas.ts'));
  expect(areas.slice(0, -1)).toEqual(before);
  expect(areas.at(-1)).toEqual({
    remote: 'edge-functions',
    label: 'edgeFunctions',
    prefixes: ['/edge-functions'],
    sidebar: [{ label: 'edgeFunctions', path: '/edge-functions/:projectId' }],
    dashboard: [],
    devPort: Math.max(...before.map((a) => a.devPort)) + 1,
    public: false,
  });
  expect(readTypeScript(join(root, 'shared/areas/src/messages.ts')).areaMessages!.edgeFunctions).toBe('توابع لبه');

  const pkg = JSON.parse(read('remotes/edge-functions/package.json'));
  expect(pkg.name).toBe('@portal/edge-functions');
  expect(pkg.dependencies).toMatchObject({
    react: expect.any(String),
    antd: expect.any(String),
    '@portal/session': 'workspace:*',
    '@portal/ui': 'workspace:*',
  });
  expect(read('remotes/edge-functions/webpack.config.js')).toContain("createConfig({ name: 'edge-functions', kind: 'remote', dir: __dirname })");
  expect(read('remotes/edge-functions/src/routes.tsx')).toContain("pageRoutes({ ':projectId': OverviewPage })");
  expect(read('remotes/edge-functions/src/routes.tsx')).toContain("export const areas = { '/edge-functions': AreaRoutes }");
  expect(read('remotes/edge-functions/src/App.tsx')).toContain('export const preload = preloadAreas(areas)');
  expect(read('remotes/edge-functions/src/messages.ts')).toContain("title: 'توابع لبه'");
  expect(read('e2e/edge-functions.spec.ts')).toContain('page.goto(`/edge-functions/${projectId}`)');
});

test('an area already declared keeps its declaration; the remote opens at its first route', () => {
  const areasBefore = read('shared/areas/src/areas.ts');
  const result = scaffold(root, 'billing');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('billing is already declared');
  expect(read('shared/areas/src/areas.ts')).toBe(areasBefore);
  expect(read('remotes/billing/src/routes.tsx')).toContain("pageRoutes({ '': OverviewPage })");
  expect(read('remotes/billing/src/messages.ts')).toContain("title: 'مدیریت مالی'");
  expect(read('e2e/billing.spec.ts')).toContain("page.goto('/portal/wallet')");
});

test.each([
  ['a bad name', ['Edge_Functions'], 'not a usable remote name'],
  ['the host’s name', ['host'], 'not a usable remote name'],
  ['no name', [], 'needs a name'],
  ['a prefix another area owns', ['domain'], 'belongs to dns-cdn'],
])('refuses %s with exit code 2 and writes nothing', (_, args, message) => {
  const areasBefore = read('shared/areas/src/areas.ts');
  const result = scaffold(root, ...args);
  expect(result.status).toBe(2);
  expect(result.stderr).toContain(message);
  expect(existsSync(join(root, 'remotes'))).toBe(false);
  expect(read('shared/areas/src/areas.ts')).toBe(areasBefore);
});

test('what it writes passes the lint and Prettier of the repository', () => {
  expect(scaffold(root, 'edge-functions', '--label', 'توابع لبه').status).toBe(0);
  const paths = [
    ...written.map((file) => `remotes/edge-functions/${file}`),
    'e2e/edge-functions.spec.ts',
    'shared/areas/src/areas.ts',
    'shared/areas/src/messages.ts',
  ];
  const { checked } = checkSnippets(paths.map((path) => ({ path, code: read(path) })));
  const problems = paths.flatMap((path, i) => [
    ...checked[i]!.messages.map((m) => `${path}:${m}`),
    ...(checked[i]!.formatted ? [] : [`${path}: not as Prettier writes it`]),
  ]);
  expect(problems).toEqual([]);
});

test('refuses a folder that exists, with exit code 2', () => {
  mkdirSync(join(root, 'remotes/vpc'), { recursive: true });
  const result = scaffold(root, 'vpc');
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('remotes/vpc exists already');
  expect(existsSync(join(root, 'e2e/vpc.spec.ts'))).toBe(false);
});
