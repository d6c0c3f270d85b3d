// `pnpm new-remote <name> [--label <Persian name>]`: scaffolds remotes/<name>/ in the layout every
// remote has (package, one createConfig call; src/App.tsx mounting src/routes.tsx's areas table;
// src/messages.ts for the area-wide strings; features/overview/ with its page, its component test
// and its own messages.ts) and
// e2e/<name>.spec.ts, and declares the area in shared/areas/src/areas.ts unless it already is.
// `--root <dir>` writes into another tree (the scaffolder's own test); the shared dependency list
// and the versions always come from this repository.
// Exit codes: 0 done, 2 wrong usage (bad name, folder or spec already there, prefix taken).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { readAreas, readTypeScript } = require('../shared/build/src/areas.js');
const { SINGLETONS } = require('../shared/build/src/shared-deps.js');

/** Where `pnpm new-remote` adds to the declarations; the same marker lines are in both files. */
const AREA_MARKER = '  // pnpm new-remote: new area declarations go above this line.';
const LABEL_MARKER = '  // pnpm new-remote: new area labels go above this line.';
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const RESERVED = new Set(['host', 'shared', 'deploy', 'portal', 'project', 'account']);

function usage(problem) {
  console.error(`new-remote: ${problem}`);
  console.error('usage: pnpm new-remote <name> [--label <Persian name of the area>]   (name: lower-case words joined by "-")');
  process.exit(2);
}

function parseArgs(argv) {
  const options = { name: null, label: null, root: repo };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--label' || arg === '--root') {
      const value = argv[++i];
      if (!value) usage(`${arg} needs a value`);
      options[arg.slice(2)] = value;
    } else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else if (options.name) usage(`one name only (got ${options.name} and ${arg})`);
    else options.name = arg;
  }
  if (!options.name) usage('the remote needs a name');
  if (!NAME.test(options.name) || options.name.length > 40 || RESERVED.has(options.name)) usage(`"${options.name}" is not a usable remote name`);
  return options;
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The area's declaration, appended to areas.ts (and its label to messages.ts) when it is new. */
function declare(root, name, label) {
  const areasFile = join(root, 'shared/areas/src/areas.ts');
  const messagesFile = join(root, 'shared/areas/src/messages.ts');
  const areas = readAreas(areasFile);
  const known = areas.find((a) => a.remote === name);
  const messages = readTypeScript(messagesFile).areaMessages;
  if (known) {
    console.log(
      `${name} is already declared in ${relative(root, areasFile)} (prefixes ${known.prefixes.join(', ')}, dev port ${known.devPort}); nothing added there.`,
    );
    return { area: known, title: messages[known.label] };
  }
  const prefix = `/${name}`;
  const owner = areas.find((a) => a.prefixes.some((p) => p === prefix || prefix.startsWith(`${p}/`)));
  if (owner) usage(`the prefix ${prefix} belongs to ${owner.remote} already`);
  let key = camel(name);
  if (key in messages) key = `${key}Area`;
  const title = label ?? `بخش ${name}`;
  const area = {
    remote: name,
    label: key,
    prefixes: [prefix],
    sidebar: [{ label: key, path: `${prefix}/:projectId` }],
    dashboard: [],
    devPort: Math.max(3000, ...areas.map((a) => a.devPort)) + 1,
    public: false,
  };
  const declaration = [
    '  {',
    `    remote: ${quote(name)},`,
    `    label: ${quote(key)},`,
    `    prefixes: [${quote(prefix)}],`,
    `    sidebar: [{ label: ${quote(key)}, path: ${quote(area.sidebar[0].path)} }],`,
    '    dashboard: [],',
    `    devPort: ${area.devPort},`,
    '    public: false,',
    '  },',
  ].join('\n');
  const labelLine = `  ${key}: ${quote(title)},`;
  const areasText = readFileSync(areasFile, 'utf8');
  const messagesText = readFileSync(messagesFile, 'utf8');
  if (!areasText.includes(AREA_MARKER) || !messagesText.includes(LABEL_MARKER)) {
    console.log(`The marker lines are gone; add this area to ${relative(root, areasFile)} yourself:\n${declaration}`);
    console.log(`and its label to ${relative(root, messagesFile)}:\n${labelLine}`);
  } else {
    writeFileSync(areasFile, areasText.replace(AREA_MARKER, `${declaration}\n${AREA_MARKER}`));
    writeFileSync(messagesFile, messagesText.replace(LABEL_MARKER, `${labelLine}\n${LABEL_MARKER}`));
    console.log(`Declared ${name} in ${relative(root, areasFile)}: prefix ${prefix}, dev port ${area.devPort}, sidebar link "${title}".`);
  }
  return { area, title };
}

/** Dependencies of a remote: the federation singletons (by package) at the host's versions. */
function packageJson(name) {
  const host = JSON.parse(readFileSync(join(repo, 'host/package.json'), 'utf8'));
  const versionOf = (pkg) => {
    if (pkg.startsWith('@portal/')) return 'workspace:*';
    const version = host.dependencies?.[pkg] ?? host.devDependencies?.[pkg];
    if (!version) throw new Error(`host/package.json does not name ${pkg}, so its version is unknown`);
    return version;
  };
  const roots = new Set(SINGLETONS.map((pkg) => (pkg.startsWith('@') ? pkg.split('/').slice(0, 2) : pkg.split('/').slice(0, 1)).join('/')));
  roots.add('@portal/contracts'); // not a singleton (a leaf of types and constants), but every area calls the API through it
  const dependencies = Object.fromEntries([...roots].sort().map((pkg) => [pkg, versionOf(pkg)]));
  const devDependencies = Object.fromEntries(['@portal/build', 'webpack', 'webpack-cli', 'webpack-dev-server'].map((pkg) => [pkg, versionOf(pkg)]));
  const pkg = {
    name: `@portal/${name}`,
    version: '0.1.0',
    private: true,
    scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development' },
    dependencies,
    devDependencies,
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** The area's first page: its first sidebar link, else its first prefix. */
function firstRoute(area) {
  const path = area.sidebar[0]?.path ?? area.prefixes[0];
  const prefix = area.prefixes.find((p) => path === p || path.startsWith(`${p}/`)) ?? area.prefixes[0];
  return { path, relative: path.slice(prefix.length + 1) };
}

function files(name, area, title) {
  const messages = `${camel(name)}Messages`;
  const route = firstRoute(area);
  const prefixesToRoutes = area.prefixes.map((p) => `${quote(p)}: AreaRoutes`).join(', ');
  const fallback = quote(area.prefixes[0]);
  const projectRoute = route.path.includes(':projectId');
  return {
    [`remotes/${name}/package.json`]: packageJson(name),
    [`remotes/${name}/webpack.config.js`]: `const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: ${quote(name)}, kind: 'remote', dir: __dirname });
`,
    [`remotes/${name}/src/App.tsx`]: `import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/** Exposed as \`./App\`; the host mounts it at each prefix of \`areas\`. Its routes are relative to that prefix. */
export default function ${pascal(name)}App({ prefix }: { prefix: string }) {
  const Area = areas[prefix as keyof typeof areas] ?? areas[${fallback}];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
`,
    [`remotes/${name}/src/routes.tsx`]: `import { lazyPage, pageRoutes } from '@portal/ui';

// The remote's one route table. Each page is its own chunk, fetched ahead by \`preload\` (App.tsx)
// or when first shown.
const OverviewPage = lazyPage(() => import('./features/overview/OverviewPage'));

/** The area's pages, relative to the prefix the host mounted the remote at ('' is the prefix itself). */
const AreaRoutes = pageRoutes({ ${quote(route.relative)}: OverviewPage });

/** Prefix → its route table. */
export const areas = { ${prefixesToRoutes} };
`,
    [`remotes/${name}/src/messages.ts`]: `// Persian strings shared by the ${name} area's features (a feature's own strings are in its
// features/<resource>/messages.ts).
export const ${messages} = {
  title: ${quote(title)},
};
`,
    [`remotes/${name}/src/features/overview/messages.ts`]: `// Persian strings of the overview page (the area-wide ones are in src/messages.ts).
export const overviewMessages = {
  intro: 'صفحه‌های این بخش به‌زودی اینجا قرار می‌گیرند.',
};
`,
    [`remotes/${name}/src/features/overview/OverviewPage.tsx`]: `import { Typography } from 'antd';
import { PageHeader } from '@portal/ui';
import { ${messages} } from '../../messages';
import { overviewMessages } from './messages';

/** The area's first page; replace it with the area's resources (list, detail, create) as they come. */
export default function OverviewPage() {
  return (
    <>
      <PageHeader title={${messages}.title} />
      <Typography.Paragraph>{overviewMessages.intro}</Typography.Paragraph>
    </>
  );
}
`,
    [`remotes/${name}/src/features/overview/OverviewPage.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ${messages} } from '../../messages';
import { overviewMessages } from './messages';
import OverviewPage from './OverviewPage';

test('the overview page names the area', () => {
  render(
    <MemoryRouter>
      <OverviewPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: ${messages}.title })).toBeInTheDocument();
  expect(screen.getByText(overviewMessages.intro)).toBeInTheDocument();
});
`,
    [`e2e/${name}.spec.ts`]: `import { expect, test } from '@playwright/test';
import { ${messages} } from '../remotes/${name}/src/messages';
import { login${projectRoute ? ', selectProject' : ''} } from './support';

// Written by \`pnpm new-remote ${name}\`: the published area opens at its first route. Grow it with the area.
test('${name}: a signed-in customer opens the area', async ({ page }) => {
  await login(page);
${
  projectRoute
    ? `  await selectProject(page, 'پروژه اصلی');
  const projectId = await page.evaluate(() => localStorage.getItem('selectedProjectId'));
  await page.goto(\`${route.path.replace(':projectId', '${projectId}')}\`);`
    : `  await page.goto(${quote(route.path)});`
}
  await expect(page.getByRole('heading', { level: 1, name: ${messages}.title })).toBeVisible();
});
`,
  };
}

/** `text` as Prettier writes it under this repository's .prettierrc.json, wherever `--root` points. */
async function formatted(file, text) {
  return prettier.format(text, { ...(await prettier.resolveConfig(join(repo, file))), filepath: file });
}

async function main() {
  const { name, label, root } = parseArgs(process.argv.slice(2));
  const folder = join(root, 'remotes', name);
  if (existsSync(folder)) usage(`${relative(root, folder)} exists already`);
  if (existsSync(join(root, 'e2e', `${name}.spec.ts`))) usage(`e2e/${name}.spec.ts exists already`);
  const { area, title } = declare(root, name, label);
  for (const [file, text] of Object.entries(files(name, area, title))) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), await formatted(file, text));
    console.log(`wrote ${file}`);
  }
  console.log(`
Next:
  pnpm install                               (links the new workspace package)
  pnpm exec jest remotes/${name}
  pnpm --filter ./remotes/${name} run build
  pnpm build                                 (everything, and publishes ${name} to the local store)
  pnpm exec playwright test e2e/${name}.spec.ts
  pnpm dev ${name}                           (its dev server on port ${area.devPort})
Then: its contracts file in shared/contracts/src/ (and the index), its pages' first queries in
shared/areas/src/first-queries.ts, its sandbox area in deploy/sandbox-api/src/areas/${name}/
(declarations, migration.ts, messages.ts, seed.ts), its pages and their tests.`);
}

await main();
