import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Runs the repository's lint (eslint.config.mjs) and Prettier (.prettierrc.json) on text as if it
// stood at a path of the workspace, in a plain Node child: both load ES modules, which jest's
// CommonJS runtime does not.
const repo = join(__dirname, '../../..');

export interface Snippet {
  /** Where the text would stand, relative to the repository root: it picks the rules that apply. */
  path: string;
  code: string;
}

export interface Checked {
  /** The rule of each lint message, or the message itself when it has none (an unused disable). */
  rules: string[];
  /** `line rule: message` of each lint message. */
  messages: string[];
  /** Whether Prettier would leave the text as it is. */
  formatted: boolean;
}

const script = `
const { ESLint } = require('eslint');
(async () => {
  const prettier = await import('prettier');
  const [snippets, paths] = JSON.parse(process.argv[1]);
  const eslint = new ESLint({ cwd: process.cwd() });
  const checked = [];
  for (const { path, code } of snippets) {
    const [result] = /\\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(path) ? await eslint.lintText(code, { filePath: path }) : [{ messages: [] }];
    const options = { ...(await prettier.resolveConfig(path)), filepath: path };
    checked.push({
      rules: result.messages.map((m) => m.ruleId ?? m.message),
      messages: result.messages.map((m) => m.line + ' ' + (m.ruleId ?? '') + ': ' + m.message),
      formatted: await prettier.check(code, options),
    });
  }
  const ignored = [];
  for (const path of paths) ignored.push(await eslint.isPathIgnored(path));
  process.stdout.write(JSON.stringify({ checked, ignored }));
})();
`;

/** Each snippet linted and format-checked; and whether the lint skips each of `paths`. */
export function checkSnippets(snippets: Snippet[], paths: string[] = []): { checked: Checked[]; ignored: boolean[] } {
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify([snippets, paths])], { cwd: repo, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the lint did not run: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
