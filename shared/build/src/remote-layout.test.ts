import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const { layoutProblems } = require('./remote-layout') as { layoutProblems: (src: string) => string[] };

// Every remote keeps the one layout, so a newcomer finds the same things in the same places.
const remotes = join(__dirname, '../../../remotes');
const names = readdirSync(remotes).filter((name) => existsSync(join(remotes, name, 'package.json')));

test('every remote folder is read', () => {
  expect(names).toEqual(expect.arrayContaining(['billing', 'cloud-infra', 'cloud-platform', 'dns-cdn', 'storage', 'support', 'vpc']));
});

test.each(names)('%s: App.tsx, routes.tsx (its every route), messages.ts; no api.ts or format.ts at src/', (name) => {
  expect({ remote: name, problems: layoutProblems(join(remotes, name, 'src')) }).toEqual({ remote: name, problems: [] });
});
