// @ts-check
// Writes `page-files.json` beside a remote's build: for each page route its `./App` declares (the
// whole path, e.g. `/cdn/:projectId/:id/:tab?`), the files its page's `import()` loads. The gateway
// names them in a host page opened at such a path (deploy/gateway/src/page-hints.ts), so a reload
// or a shared link fetches the page's chunks while the document is parsed, not after the remote's
// `./App` has run and asked for them.
//
// The routes are the remote's own route tables (@portal/ui resource-routes.tsx), read by running
// the `./App` module in Node: bundled with esbuild, each `import()` of a page replaced by a marker
// naming the page's file, and @portal/ui by its routing helpers alone (an `./App` imports nothing
// else of it; its pages, which import the rest, are the markers). Which files a page loads is
// webpack's answer: the chunk group of that `import()`.
const path = require('node:path');
const { createRequire } = require('node:module');
const { build } = require('esbuild');

const FILE = 'page-files.json';
const PAGE_FILE = Symbol.for('portal.pageFile');

/**
 * @typedef {{ load: () => Promise<{ default: any }> }} Loadable
 * @typedef {{ param: string, pages: Record<string, Loadable> }} PageParts
 * @typedef {{ path: string, page?: { load?: Loadable['load'], parts?: PageParts, routes?: ListedRoute[] } }} ListedRoute
 * @typedef {{ path: string, files: string[] }} RoutedPage  `files`: the page's modules' files (the page's, and a part's)
 */

/** `/cdn` + `:projectId/add` → `/cdn/:projectId/add`; '' (an index) is the prefix itself. */
const joinPath = (/** @type {string} */ prefix, /** @type {string} */ rest) => `/${[prefix, rest].join('/').split('/').filter(Boolean).join('/')}`;

/** Runs `appFile` in Node with its pages as markers; its `preload.areas` (prefix → route table). */
async function routeTables(/** @type {string} */ appFile) {
  const routing = createRequire(appFile).resolve('@portal/ui/resource-routes');
  const result = await build({
    entryPoints: [appFile],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'pages-as-markers',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.path === '@portal/ui') return { path: routing, namespace: 'routing' };
            if (args.kind !== 'dynamic-import') return undefined;
            const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: 'import-statement' });
            if (resolved.errors.length) return { errors: resolved.errors };
            return { path: resolved.path, namespace: 'page' };
          });
          b.onLoad({ filter: /.*/, namespace: 'page' }, (args) => ({
            contents: `export default { [Symbol.for('portal.pageFile')]: ${JSON.stringify(args.path)} };`,
            loader: 'js',
          }));
          // The routing helpers; a page's declared data is fetched in the browser, never here.
          b.onLoad({ filter: /.*/, namespace: 'routing' }, (args) => ({
            contents: `export * from ${JSON.stringify(args.path)};\nexport const declaredData = () => undefined;`,
            resolveDir: path.dirname(args.path),
            loader: 'js',
          }));
        },
      },
    ],
  });
  const module = { exports: /** @type {any} */ ({}) };
  new Function('module', 'exports', 'require', result.outputFiles[0].text)(module, module.exports, createRequire(appFile));
  return /** @type {Record<string, { routes?: ListedRoute[] }>} */ (module.exports.preload?.areas ?? {});
}

const fileOf = async (/** @type {Loadable} */ page) => {
  const file = (await page.load()).default?.[PAGE_FILE];
  return typeof file === 'string' ? file : null;
};

/**
 * Every page of a route table under `prefix`, with its module's file; a nested table (`*`) is
 * walked, and a page with parts (a zone's tabs at `:tab?`) is listed once more for each part, at
 * the path with the part's value in place of the param, with the part's module too.
 */
async function pagesOf(/** @type {{ routes?: ListedRoute[] }} */ table, /** @type {string} */ prefix) {
  /** @type {RoutedPage[]} */
  const pages = [];
  for (const route of table.routes ?? []) {
    const whole = joinPath(prefix, route.path);
    if (route.page?.routes) {
      pages.push(...(await pagesOf(route.page, whole.replace(/\/\*$/, ''))));
      continue;
    }
    const own = route.page?.load ? await fileOf({ load: route.page.load }) : null;
    if (!own) continue;
    pages.push({ path: whole, files: [own] });
    const { param, pages: parts = {} } = route.page?.parts ?? {};
    for (const [value, part] of Object.entries(parts)) {
      const file = await fileOf(part);
      const at = whole.replace(new RegExp(`/:${param}\\??(?=/|$)`), `/${value}`);
      if (file && at !== whole) pages.push({ path: at, files: [own, file] });
    }
  }
  return pages;
}

/** The files each `import()` of the compilation loads, by the imported module's file. */
function filesByImportedFile(/** @type {import('webpack').Compilation} */ compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  /** @type {Map<string, Set<string>>} */
  const byFile = new Map();
  /** @param {import('webpack').DependenciesBlock} parent */
  const visit = (parent) => {
    for (const block of parent.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const dependency of block.dependencies) {
        // A page whose modules webpack concatenated is that group's root module.
        const imported = /** @type {any} */ (moduleGraph.getModule(dependency));
        const resource = imported?.resource ?? imported?.rootModule?.resource;
        if (typeof resource !== 'string' || !group) continue;
        const file = resource.split('?')[0];
        const files = byFile.get(file) ?? new Set();
        for (const name of group.getFiles()) if (/\.(js|css)$/.test(name)) files.add(name);
        byFile.set(file, files);
      }
      visit(block);
    }
  };
  for (const module of compilation.modules) visit(module);
  return byFile;
}

/** Every page route `appFile` (a remote's `./App`) declares, with the files of its modules. */
async function pageModules(/** @type {string} */ appFile) {
  const pages = [];
  for (const [prefix, table] of Object.entries(await routeTables(appFile))) pages.push(...(await pagesOf(table, prefix)));
  return pages;
}

class PageFilesPlugin {
  /** @param {{ appFile: string }} options  the module exposed as `./App` */
  constructor({ appFile }) {
    this.appFile = appFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PageFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, async () => {
        try {
          const byFile = filesByImportedFile(compilation);
          const pages = [];
          for (const page of await pageModules(this.appFile)) {
            const files = [...new Set(page.files.flatMap((file) => [...(byFile.get(file) ?? [])]))].sort();
            if (files.length) pages.push({ path: page.path, files });
          }
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ pages }, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(
            new WebpackError(`PageFilesPlugin: the routes of ${this.appFile} could not be read: ${/** @type {Error} */ (error).message}`),
          );
        }
      });
    });
  }
}

module.exports = { PageFilesPlugin, pageModules };
