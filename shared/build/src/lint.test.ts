import { checkSnippets, type Snippet } from './lint-snippets';

// The lint config of the root (eslint.config.mjs and the rules of shared/build/eslint): each case
// is a snippet linted as if it stood at that path of the workspace.

const cases = {
  rawTable: { path: 'remotes/vpc/src/features/a/List.tsx', code: "import { Button, Table } from 'antd';\nexport const a = [Button, Table];\n" },
  rawTableModule: { path: 'host/src/a/List.tsx', code: "import Table from 'antd/es/table';\nexport const a = Table;\n" },
  tableTypes: { path: 'host/src/a/List.tsx', code: "import type { ColumnsType } from 'antd/es/table';\nexport type A = ColumnsType<object>;\n" },
  tableInUi: { path: 'shared/ui/src/a-table.tsx', code: "import { Table } from 'antd';\nexport const a = Table;\n" },
  stillNeeded: {
    path: 'remotes/billing/src/features/a/Page.tsx',
    code: "// eslint-disable-next-line portal/resource-table -- summary rows\nimport { Button } from 'antd';\nexport const a = Button;\n",
  },
  dashes: { path: 'remotes/storage/src/features/a/Page.tsx', code: "export const a = '----';\nexport const b = `----`;\n" },
  dashesInTest: { path: 'remotes/storage/src/features/a/Page.test.tsx', code: "export const a = '----';\n" },
  ltrSpan: { path: 'host/src/a/Page.tsx', code: 'export const a = <span dir="ltr">1.2.3.4</span>;\n' },
  ltrSpanInMarkup: { path: 'deploy/gateway/src/a/page.ts', code: 'export const a = `<td><span class="ip" dir=\'ltr\'>${1}</span></td>`;\n' },
  ltrBdi: { path: 'host/src/a/Page.tsx', code: 'export const a = <bdi dir="ltr">1.2.3.4</bdi>;\n' },
  inlineRules: {
    path: 'host/src/a/Form.tsx',
    code: 'import { Form, Input } from \'antd\';\nexport const a = (\n  <Form.Item name="n" rules={[{ required: true }]}>\n    <Input />\n  </Form.Item>\n);\n',
  },
  sharedRules: {
    path: 'host/src/a/Form.tsx',
    code: "import { Form, Input } from 'antd';\nimport { formRules } from '@portal/ui';\nimport { s } from './s';\nexport const a = (\n  <Form.Item name=\"n\" rules={formRules(s.n)}>\n    <Input />\n  </Form.Item>\n);\n",
  },
  endpointByHand: {
    path: 'shared/contracts/src/a.ts',
    code: "import { endpoint } from './endpoint';\nexport const a = endpoint<undefined, { id: number }>()('GET', 'a/:projectId/list');\n",
  },
  endpointInTest: {
    path: 'deploy/sandbox-api/src/a.test.ts',
    code: "import { endpoint } from '@portal/contracts';\nexport const a = endpoint()('GET', 'a/list');\n",
  },
  remoteToRemote: {
    path: 'remotes/vpc/src/a.ts',
    code: "import { a } from '@portal/billing';\nimport { b } from '@portal/storage/src/api';\nexport const c = [a, b];\n",
  },
  remoteToShared: { path: 'remotes/vpc/src/a.ts', code: "import { a } from '@portal/ui';\nimport { b } from '@portal/contracts';\nexport const c = [a, b];\n" },
  remoteByPath: {
    path: 'remotes/vpc/src/features/a.ts',
    code: "import { a } from '../../../billing/src/api';\nimport { b } from './billing/api';\nexport const c = [a, b];\n",
  },
  hostToRemote: {
    path: 'host/src/a.ts',
    code: "import { a } from '@portal/storage';\nexport const b = () => import('../../remotes/storage/src/App');\nexport const c = a;\n",
  },
  hostOwnRemotesFolder: { path: 'host/src/app/a.ts', code: "import { a } from '../remotes/registry';\nexport const b = a;\n" },
  sharedToHost: { path: 'shared/ui/src/a.ts', code: "import { a } from '@portal/host';\nexport const b = a;\n" },
  contractsToLocale: {
    path: 'shared/contracts/src/a.ts',
    code: "import { a } from '@portal/locale';\nimport { b } from '../../locale/src/digits';\nexport const c = [a, b];\n",
  },
  localeToContracts: { path: 'shared/locale/src/a.ts', code: "import { a } from '@portal/contracts';\nexport const b = a;\n" },
  conditionalHook: {
    path: 'remotes/vpc/src/a.tsx',
    code: "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  },
  requireInSource: { path: 'shared/ui/src/a.ts', code: "export const a = require('./b');\n" },
  requireInTest: { path: 'shared/ui/src/a.test.ts', code: "export const a = require('./b');\n" },
  unused: { path: 'scripts/a.mjs', code: "import { join } from 'node:path';\nexport function a(_unused) {\n  return 1;\n}\n" },
} satisfies Record<string, Snippet>;

// The paths the lint must read (a lint that read nothing would pass), and the generated and built ones it skips.
const linted = [
  'remotes/billing/src/features/wallet/WalletPage.tsx',
  'host/src/account/ProfileTab.tsx',
  'deploy/gateway/src/operator/dashboard.ts',
  'scripts/test.mjs',
  'e2e/vm.spec.ts',
];
const skipped = ['shared/contracts/src/wire.gen.ts', 'host/dist/main.js', 'shared/ui/node_modules/x/index.js'];

let found: { rules: Record<keyof typeof cases, string[]>; ignored: Record<string, boolean> };
beforeAll(() => {
  const names = Object.keys(cases) as Array<keyof typeof cases>;
  const paths = [...linted, ...skipped];
  const { checked, ignored } = checkSnippets(Object.values(cases), paths);
  found = {
    rules: Object.fromEntries(names.map((name, i) => [name, checked[i]!.rules])) as Record<keyof typeof cases, string[]>,
    ignored: Object.fromEntries(paths.map((path, i) => [path, ignored[i]!])),
  };
});

describe('the lint', () => {
  it('reads the workspace source and skips what tools write', () => {
    for (const path of linted) expect([path, found.ignored[path]]).toEqual([path, false]);
    for (const path of skipped) expect([path, found.ignored[path]]).toEqual([path, true]);
  });

  it('draws a table with ResourceTable: antd Table only inside @portal/ui, and its types anywhere', () => {
    expect(found.rules.rawTable).toEqual(['portal/resource-table']);
    expect(found.rules.rawTableModule).toEqual(['portal/resource-table']);
    expect(found.rules.tableTypes).toEqual([]);
    expect(found.rules.tableInUi).toEqual([]);
  });

  it('fails on an exception no longer needed: a disable that suppresses nothing', () => {
    expect(found.rules.stillNeeded).toEqual([
      expect.stringContaining("Unused eslint-disable directive (no problems were reported from 'portal/resource-table')"),
    ]);
  });

  it('shows a missing value through EMPTY_VALUE; a test may spell out the dashes it expects', () => {
    expect(found.rules.dashes).toEqual(['portal/empty-value', 'portal/empty-value']);
    expect(found.rules.dashesInTest).toEqual([]);
  });

  it('isolates a left-to-right value with Ltr, in JSX and in markup written as text', () => {
    expect(found.rules.ltrSpan).toEqual(['portal/ltr-span']);
    expect(found.rules.ltrSpanInMarkup).toEqual(['portal/ltr-span']);
    expect(found.rules.ltrBdi).toEqual([]);
  });

  it('validates a form field with formRules, never an inline antd rule object', () => {
    expect(found.rules.inlineRules).toEqual(['portal/form-rules']);
    expect(found.rules.sharedRules).toEqual([]);
  });

  it('declares an endpoint with wire(), never endpoint() by hand; a test may declare its own', () => {
    expect(found.rules.endpointByHand).toEqual(['portal/wire-endpoint']);
    expect(found.rules.endpointInTest).toEqual([]);
  });

  it('keeps a remote off the other remotes, by package name and by relative path', () => {
    expect(found.rules.remoteToRemote).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(found.rules.remoteToShared).toEqual([]);
    expect(found.rules.remoteByPath).toEqual(['portal/relative-import-boundary']);
  });

  it("keeps the host off a remote's source; its own remotes/ folder is its own", () => {
    expect(found.rules.hostToRemote).toEqual(['no-restricted-imports', 'portal/relative-import-boundary']);
    expect(found.rules.hostOwnRemotesFolder).toEqual([]);
  });

  it('keeps shared packages off the host, and @portal/contracts a leaf', () => {
    expect(found.rules.sharedToHost).toEqual(['no-restricted-imports']);
    expect(found.rules.contractsToLocale).toEqual(['no-restricted-imports', 'portal/relative-import-boundary']);
    expect(found.rules.localeToContracts).toEqual([]);
  });

  it('fails on a hook called conditionally and on an unused import; `_name` is kept on purpose', () => {
    expect(found.rules.conditionalHook).toEqual(['react-hooks/rules-of-hooks']);
    expect(found.rules.unused).toEqual(['@typescript-eslint/no-unused-vars']);
  });

  it('fails on a require() in TypeScript source; a test may require (jest.isolateModules, mock factories)', () => {
    expect(found.rules.requireInSource).toEqual(['@typescript-eslint/no-require-imports']);
    expect(found.rules.requireInTest).toEqual([]);
  });
});
