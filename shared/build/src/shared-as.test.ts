import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const { exportedNames } = require('./shared-tier-loader') as { exportedNames: (file: string) => Set<string> };

// antd and the router are shared as modules of ours that name what the apps import
// (shared-deps.js SHARED_AS). A name an app imports that the module leaves out is undefined in the
// browser, though the type check and jest (which use the real package) pass: these tests catch it.
const root = join(__dirname, '../../..');
const sourceFiles = execFileSync('git', ['ls-files', 'host/src', 'remotes', 'shared'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^(host|remotes\/[^/]+|shared\/[^/]+)\/src\/.*\.tsx?$/.test(file) && !/\.test\.|test-support/.test(file) && existsSync(join(root, file)));

/** The value names the app source imports from `pkg` (type-only imports and names left out). */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const statement = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  for (const file of sourceFiles) {
    for (const [, typeOnly, list] of readFileSync(join(root, file), 'utf8').matchAll(statement)) {
      if (typeOnly) continue;
      for (const spec of list!.split(',').map((s) => s.trim())) if (spec && !spec.startsWith('type ')) names.set(spec.split(/\s+as\s+/)[0]!, file);
    }
  }
  return names;
}

const sharedModule = (file: string) => readFileSync(join(root, 'shared/ui/src', file), 'utf8');

const antdParts = (file: string) =>
  new Map([...sharedModule(file).matchAll(/export \{ default as (\w+) \} from 'antd\/es\/([\w-]+)';/g)].map(([, name, dir]) => [name!, dir!]));

test("every antd component the apps import from 'antd' is in one of its two shared parts, from its own folder", () => {
  const first = antdParts('antd-shared.ts');
  const more = antdParts('antd-shared-more.ts');
  // Read from the package's folder: jest maps `antd/es/*` requests to antd's CommonJS build.
  const antdIndex = readFileSync(join(require.resolve('antd/package.json', { paths: [join(root, 'shared/ui')] }), '../es/index.js'), 'utf8');
  for (const [name, dir] of [...first, ...more]) expect(antdIndex).toContain(`export { default as ${name} } from './${dir}';`);
  expect([...first.keys()].filter((name) => more.has(name))).toEqual([]);
  const missing = [...importedNames('antd')].filter(([name]) => !first.has(name) && !more.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
  expect(first.size).toBeGreaterThan(20);
});

test("@portal/ui's two shared parts together are its root, each name in one", () => {
  // The names as the tier loader reads them.
  const names = (file: string): string[] => [...exportedNames(join(root, 'shared/ui/src', file))];
  const first = names('root-first.ts');
  const more = names('root-more.ts');
  expect(first.filter((name) => more.includes(name))).toEqual([]);
  expect(sharedModule('index.ts')).toMatch(/export \* from '\.\/root-first';\s*export \* from '\.\/root-more';/);
  expect(more).toEqual(expect.arrayContaining(['OrderForm', 'FormDialog', 'Wizard', 'PeriodCharts']));
});

test("every name the apps import from 'react-router-dom' is in @portal/ui/router-shared, and none imports 'react-router'", () => {
  const [, list] = /export \{([^}]*)\} from 'react-router';/.exec(sharedModule('router-shared.ts')) ?? [];
  const exported = new Set(
    list!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const router = require(require.resolve('react-router', { paths: [join(root, 'shared/ui')] })) as Record<string, unknown>;
  expect([...exported].filter((name) => router[name] === undefined)).toEqual([]);
  const missing = [...importedNames('react-router-dom')].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
  // Its own copy of react-router would give an app router contexts of its own.
  const direct = sourceFiles.filter((file) => file !== 'shared/ui/src/router-shared.ts' && /from 'react-router'/.test(readFileSync(join(root, file), 'utf8')));
  expect(direct).toEqual([]);
});
