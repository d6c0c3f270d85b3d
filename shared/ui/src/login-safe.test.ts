/**
 * The login page may import these subpaths only if nothing they reach pulls in the root
 * `antd` package (shared/notes/login-performance.md). Follows relative imports statically.
 */
import { readFileSync } from 'fs';
import { dirname, join } from 'path';

const LOGIN_ENTRIES = ['toast.ts', 'theme.ts', 'toasters.tsx', 'login-providers.tsx', 'top-progress.tsx', 'messages.ts', 'form-rules.ts'];
const IMPORT = /^\s*import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function valueImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of src.matchAll(IMPORT)) {
    if (m[1]) continue; // `import type` is erased
    const spec = m[2] ?? m[3];
    if (spec.startsWith('.')) {
      const base = join(dirname(file), spec);
      const target = ['.ts', '.tsx', ''].map((e) => base + e).find((p) => {
        try {
          readFileSync(p);
          return true;
        } catch {
          return false;
        }
      });
      if (target && /\.tsx?$/.test(target)) found.push(...valueImports(target, seen));
    } else found.push(spec);
  }
  return found;
}

describe.each(LOGIN_ENTRIES)('%s', (entry) => {
  it('does not reach the root antd package or antd/lib', () => {
    const specs = valueImports(join(__dirname, entry));
    expect(specs.filter((s) => s === 'antd' || s.startsWith('antd/lib') || s.startsWith('antd/locale') || s === '@ant-design/icons')).toEqual([]);
  });
});

it('detects root antd where it is used (control: providers.tsx)', () => {
  expect(valueImports(join(__dirname, 'providers.tsx'))).toContain('antd');
});
