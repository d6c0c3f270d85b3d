// @ts-check
// The one layout of a remote's src/: App.tsx mounts the route table of routes.tsx, the only file
// declaring routes; messages.ts holds the area-wide strings; each resource's pages, api.ts and
// messages.ts are in features/<resource>/. Checked for every remote by remote-layout.test.ts and for
// what `pnpm new-remote` writes by new-remote.test.ts.
const fs = require('node:fs');
const path = require('node:path');

const REQUIRED = ['App.tsx', 'routes.tsx', 'messages.ts'];
const NOT_AT_ROOT = ['api.ts', 'format.ts'];
const DECLARATION = /\b(resourceArea|lazyPage|pageRoutes)\(/;

/** What is out of place in one remote's `src` folder, one sentence naming the file each; [] when none. */
function layoutProblems(/** @type {string} */ src) {
  /** @type {string[]} */
  const problems = [];
  for (const file of REQUIRED) if (!fs.existsSync(path.join(src, file))) problems.push(`src/${file} is missing`);
  for (const file of NOT_AT_ROOT) if (fs.existsSync(path.join(src, file))) problems.push(`src/${file} belongs in the feature folder it serves`);
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
  for (const file of files.filter((f) => /\.tsx?$/.test(f) && f !== 'routes.tsx').sort()) {
    const found = DECLARATION.exec(fs.readFileSync(path.join(src, file), 'utf8'));
    if (found) problems.push(`src/${file} declares routes (${found[1]}); they belong in src/routes.tsx`);
  }
  return problems;
}

module.exports = { layoutProblems };
