// @ts-check
// The area declarations (shared/areas/src/areas.ts) for plain Node: the build factory and the root
// scripts cannot import TypeScript, so the file is stripped of its types with esbuild and evaluated.
// It may import types only (its header says so); a value import fails here, loudly.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('esbuild');

const AREAS_FILE = path.join(__dirname, '../../areas/src/areas.ts');

/**
 * @typedef {{ label: string, path: string }} AreaLink
 * @typedef {{ category: number, label: string, path: string, group: string }} AreaDashboardCard
 * @typedef {{ remote: string, label: string, prefixes: string[], sidebar: AreaLink[], dashboard: AreaDashboardCard[], devPort: number, public: boolean }} Area
 */

/**
 * @param {string=} file  another copy of areas.ts (the scaffolder's test writes into a temporary root)
 * @returns {Area[]}
 */
function readAreas(file = AREAS_FILE) {
  return /** @type {Area[]} */ (readTypeScript(file).areas);
}

/** The exports of a TypeScript module that imports types only (areas.ts, its messages.ts). */
function readTypeScript(/** @type {string} */ file) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), { loader: 'ts', format: 'cjs', sourcefile: file });
  const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
  const refuse = (/** @type {string} */ name) => {
    throw new Error(`${file} imports "${name}" at run time; it may import types only`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, refuse);
  return module.exports;
}

/** The dev-server port declared for `remote`; throws for a name no area declares. */
function devPortOf(/** @type {string} */ remote, file = AREAS_FILE) {
  const area = readAreas(file).find((a) => a.remote === remote);
  if (!area) throw new Error(`No area in ${path.relative(process.cwd(), file)} declares the remote "${remote}"`);
  return area.devPort;
}

module.exports = { readAreas, readTypeScript, devPortOf, AREAS_FILE };
