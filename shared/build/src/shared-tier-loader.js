// @ts-check
// Webpack loader: the apps import antd and @portal/ui from their roots, and the page shares each in
// two modules (shared-deps.js SHARED_TIERS): what the shell and a list page use, and the rest
// (forms, tabs, charts, detail views), loaded with the first page that imports one of them. So
// `import { Button, Form } from 'antd'` becomes `import { Button } from 'antd'; import { Form } from
// '@portal/ui/antd-more'`. A type-only name stays with the root import, which TypeScript erases.
const fs = require('node:fs');

/** Value names a tier module exports (`export { default as Form } from …`, `export { OrderForm, type X } from …`). */
function exportedNames(/** @type {string} */ file) {
  const names = new Set();
  for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const spec of String(list)
      .split(',')
      .map((s) => s.trim())) {
      if (!spec || spec.startsWith('type ')) continue;
      const parts = spec.split(/\s+as\s+/);
      names.add(parts[parts.length - 1]);
    }
  }
  return names;
}

/**
 * @this {{ getOptions: () => { tiers: Array<{ root: string, more: string, moreKey: string }> }, addDependency: (file: string) => void, resourcePath: string }}
 * @param {string} source
 */
function sharedTierLoader(source) {
  for (const { root, more, moreKey } of this.getOptions().tiers) {
    if (!source.includes(`'${root}'`)) continue;
    this.addDependency(more);
    const inMore = exportedNames(more);
    const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${root.replace('/', '\\/')}';?`, 'g');
    source = source.replace(statement, (whole, list) => {
      const specs = String(list)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const moved = specs.filter((spec) => !spec.startsWith('type ') && inMore.has(spec.split(/\s+as\s+/)[0]));
      if (moved.length === 0) return whole;
      const kept = specs.filter((spec) => !moved.includes(spec));
      const imports = [kept.length ? `import { ${kept.join(', ')} } from '${root}';` : '', `import { ${moved.join(', ')} } from '${moreKey}';`];
      // As many line breaks as the statement had: the file's later lines (and its source map) stay where they were.
      return imports.filter(Boolean).join(' ') + '\n'.repeat((String(whole).match(/\n/g) ?? []).length);
    });
  }
  return source;
}

module.exports = sharedTierLoader;
module.exports.exportedNames = exportedNames;
