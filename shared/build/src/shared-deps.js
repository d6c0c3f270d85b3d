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
 * `react-router-dom` (a lint rule). */
const NOT_SHARED = new Set(['@ant-design/icons', 'react-router']);

/** Packages shared as a module of ours rather than their own root, which is never tree-shaken: the
 * names the apps import of antd (@portal/ui/antd-shared) and of the router (@portal/ui/router-shared),
 * not the whole library. Resolved from the app's folder, as webpack resolves the app's own imports. */
const SHARED_AS = {
  antd: (/** @type {string} */ dir) => require.resolve('@portal/ui/antd-shared', { paths: [dir] }),
  'react-router-dom': (/** @type {string} */ dir) => require.resolve('@portal/ui/router-shared', { paths: [dir] }),
};

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

/** Federation `shared` config for the app in `dir`: every singleton pinned to the installed major. */
function sharedConfig(dir) {
  /** @type {Record<string, {singleton: boolean, requiredVersion: string, version: string, import?: string}>} */
  const shared = {};
  for (const pkg of SINGLETONS.filter((name) => !NOT_SHARED.has(name))) {
    const version = installedVersion(pkg, dir);
    const major = version.split('.')[0];
    shared[pkg] = {
      singleton: true,
      version,
      requiredVersion: pkg.startsWith('@portal/') ? `^${version}` : `^${major}.0.0`,
      ...(SHARED_AS[pkg] ? { import: SHARED_AS[pkg](dir) } : {}),
    };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedConfig, installedVersion };
