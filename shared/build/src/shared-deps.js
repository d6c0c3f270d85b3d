// @ts-check
// The one list of federation singletons. Host and every remote share exactly these, so a store,
// a React context or antd's style cache is one instance for the whole page.
const fs = require('node:fs');
const path = require('node:path');

/** Packages every app depends on at the host's version (`pnpm new-remote` reads this list), shared by
 * their root key except those in NOT_SHARED. antd is shared as the root key only (see
 * shared/notes/login-performance.md): the host and @portal/ui import `antd/es/*` by component, the
 * same modules the host's root re-exports, which the host loads before any remote
 * (host/src/remotes/host-shared-roots.ts). */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  'dayjs',
  'zustand',
  '@tanstack/react-query',
  'react-hot-toast',
  '@portal/api',
  '@portal/session',
  '@portal/locale',
  '@portal/ui',
];

/** Depended on like the singletons but bundled by each app, tree-shaken. `@ant-design/icons`: a
 * shared package is not tree-shaken, so sharing its root put every icon (194 KB gzip, `pnpm bench
 * first-page`) on the first signed-in page; each app now bundles the few icons it imports. Icons
 * hold no state; the ConfigProvider values they read are the defaults here (`anticon` prefix; the
 * style nonce comes from the page's createElement hook, host/src/csp-nonce.ts). `react-router`: only
 * the shared `react-router-dom` (SHARED_AS) imports it, so its contexts stay one; the apps import
 * `react-router-dom` (shared/build/src/shared-as.test.ts fails on an app importing `react-router`). */
const NOT_SHARED = new Set(['@ant-design/icons', 'react-router']);

/** Packages shared as a module of ours rather than their own root, which is never tree-shaken: the
 * names the apps import of antd (@portal/ui/antd-shared), of the router (@portal/ui/router-shared)
 * and of @portal/ui (its first part, root-first.ts; see SHARED_TIERS), not the whole package.
 * Resolved from the app's folder, as webpack resolves the app's own imports.
 * @type {Record<string, (dir: string) => string>} */
const SHARED_AS = {
  antd: (dir) => require.resolve('@portal/ui/antd-shared', { paths: [dir] }),
  'react-router-dom': (dir) => require.resolve('@portal/ui/router-shared', { paths: [dir] }),
  '@portal/ui': (dir) => require.resolve('@portal/ui/root-first', { paths: [dir] }),
};

/**
 * antd and @portal/ui, shared in two parts each: the root module (SHARED_AS) holds what the shell
 * and a list page use, which the host loads before any remote; `moreKey` the rest (forms, tabs,
 * charts, detail views), which a page loads when it imports one of them. The apps import from the
 * roots; shared-tier-loader.js sends each name to its part. The second parts are provided by the
 * host only (a remote has no copy: `import: false`), so a remote's Form is the shell's module and
 * renders under its ConfigProvider, whichever app asks first.
 * @type {Array<{ root: string, moreKey: string, module: string, versionOf: string }>}
 */
const SHARED_TIERS = [
  { root: 'antd', moreKey: '@portal/ui/antd-more', module: '@portal/ui/antd-shared-more', versionOf: 'antd' },
  { root: '@portal/ui', moreKey: '@portal/ui/more', module: '@portal/ui/root-more', versionOf: '@portal/ui' },
];

/** The tiers with their second part's file, for the app in `dir` (shared-tier-loader.js). */
const sharedTiers = (/** @type {string} */ dir) =>
  SHARED_TIERS.map((tier) => ({ root: tier.root, moreKey: tier.moreKey, more: require.resolve(tier.module, { paths: [dir] }) }));

/** Version of `pkg` as installed for the app in `dir` (pnpm links each app's own copy). */
function installedVersion(pkg, dir) {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  // Read the manifest from the app's node_modules: some packages do not export ./package.json.
  for (let d = dir; ; d = path.dirname(d)) {
    const file = path.join(d, 'node_modules', root, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(d) === d) throw new Error(`${root} is not installed for ${dir}`);
  }
}

/** Our own packages move together (`^0.5.0`); the others are pinned to the installed major. */
const requiredVersionOf = (/** @type {string} */ pkg, /** @type {string} */ version) =>
  pkg.startsWith('@portal/') ? `^${version}` : `^${version.split('.')[0]}.0.0`;

/**
 * Federation `shared` config for the app in `dir`: every singleton pinned to the installed major,
 * and the second parts of SHARED_TIERS, which only the host provides.
 * @param {string} dir
 * @param {'host'|'remote'} kind
 */
function sharedConfig(dir, kind = 'remote') {
  /** @type {Record<string, {singleton: boolean, requiredVersion: string, version?: string, import?: string | false}>} */
  const shared = {};
  for (const pkg of SINGLETONS.filter((name) => !NOT_SHARED.has(name))) {
    const version = installedVersion(pkg, dir);
    shared[pkg] = { singleton: true, version, requiredVersion: requiredVersionOf(pkg, version), ...(SHARED_AS[pkg] ? { import: SHARED_AS[pkg](dir) } : {}) };
  }
  for (const tier of SHARED_TIERS) {
    const version = installedVersion(tier.versionOf, dir);
    const requiredVersion = requiredVersionOf(tier.versionOf, version);
    shared[tier.moreKey] =
      kind === 'host'
        ? { singleton: true, version, requiredVersion, import: require.resolve(tier.module, { paths: [dir] }) }
        : { singleton: true, requiredVersion, import: false };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedConfig, sharedTiers, installedVersion };
