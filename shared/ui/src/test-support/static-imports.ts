/**
 * What a file pulls in when it loads: the packages it and the files it statically imports import
 * (relative imports and `@portal/ui/<subpath>` followed; `import type` and `import()` skipped, as
 * the bundler erases the one and splits the other into a chunk of its own). For tests that guard
 * what the login page and the signed-in shell load. (Tests only.)
 */
import { readFileSync, existsSync } from 'fs';
import { dirname, join } from 'path';

const IMPORT = /^\s*import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|^\s*export\s+[^'"]*?from\s+['"]([^'"]+)['"]/gm;
const UI_ROOT = join(__dirname, '..', '..');
const uiExports = JSON.parse(readFileSync(join(UI_ROOT, 'package.json'), 'utf8')).exports as Record<string, string>;

function sourceFile(base: string): string | undefined {
  return ['.ts', '.tsx', '/index.ts', ''].map((ext) => base + ext).find((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** The file a `@portal/ui/<subpath>` import names, if it is one of the package's exports. */
function uiSubpathFile(spec: string): string | undefined {
  const target = uiExports[`.${spec.slice('@portal/ui'.length)}`];
  return spec.startsWith('@portal/ui/') && target && /\.tsx?$/.test(target) ? join(UI_ROOT, target) : undefined;
}

export function staticImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const found: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (m[1]) continue;
    const spec = (m[2] ?? m[3] ?? m[4])!;
    const local = spec.startsWith('.') ? sourceFile(join(dirname(file), spec)) : uiSubpathFile(spec);
    if (local) found.push(...staticImports(local, seen));
    else found.push(spec);
  }
  return found;
}
