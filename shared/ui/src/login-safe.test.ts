/**
 * The login page may import these subpaths only if nothing they reach pulls in the root `antd`
 * package, its CommonJS build or every icon (shared/notes/login-performance.md).
 */
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { staticImports } from './test-support/static-imports';

const LOGIN_ENTRIES = ['toast.ts', 'theme.ts', 'toasters.tsx', 'login-providers.tsx', 'top-progress.tsx', 'messages.ts', 'form-rules.ts'];
const heavy = (spec: string) => spec === 'antd' || spec.startsWith('antd/lib') || spec.startsWith('antd/locale') || spec === '@ant-design/icons';

describe.each(LOGIN_ENTRIES)('%s', (entry) => {
  it('does not reach the root antd package or antd/lib', () => {
    expect(staticImports(join(__dirname, entry)).filter(heavy)).toEqual([]);
  });
});

it('finds the root antd behind a relative import (control)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'login-safe-'));
  writeFileSync(join(dir, 'page.tsx'), "import type { ButtonProps } from 'antd';\nimport { Row } from './row';\n");
  writeFileSync(join(dir, 'row.tsx'), "import { Row } from 'antd';\nexport { Row };\n");
  expect(staticImports(join(dir, 'page.tsx')).filter(heavy)).toEqual(['antd']);
});
