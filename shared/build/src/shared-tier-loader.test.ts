import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const loader = require('./shared-tier-loader') as (this: unknown, source: string) => string;

const dir = mkdtempSync(join(tmpdir(), 'tiers-'));
const more = join(dir, 'more.ts');
writeFileSync(more, "export { default as Form } from 'antd/es/form';\nexport { default as Tabs } from 'antd/es/tabs';\n");
const run = (source: string) =>
  loader.call({ getOptions: () => ({ tiers: [{ root: 'antd', more, moreKey: '@portal/ui/antd-more' }] }), addDependency: () => undefined }, source);

test('a name of the second part moves to its shared key; the rest, and types, stay with the root', () => {
  expect(run("import { Button, Form, type FormInstance, Tabs as T } from 'antd';\nconst x = 1;")).toBe(
    "import { Button, type FormInstance } from 'antd'; import { Form, Tabs as T } from '@portal/ui/antd-more';\nconst x = 1;",
  );
});

test('an import of the root alone, or of another package, is left as it is', () => {
  const source = "import { Button, Space } from 'antd';\nimport { Form } from 'other';\nimport type { Form as F } from 'antd';";
  expect(run(source)).toBe(source);
});

test('an import of the second part alone keeps no empty root import, and the lines after it stay where they were', () => {
  expect(run("import {\n  Form,\n} from 'antd';\nconst x = 1;")).toBe("import { Form } from '@portal/ui/antd-more';\n\n\nconst x = 1;");
});
