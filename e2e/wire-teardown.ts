// After the browser suite: the sandboxes behind it held every answer of the migrated areas to the
// API document (a page may have swallowed the 500), and Prism validated every exchange of the
// provider-behind-the-gateway run; any violation of either fails the run.
import { existsSync, readFileSync } from 'node:fs';
import doc from '../shared/contracts/openapi/portal-api.json';
import config from '../playwright.config';

const checked: string[] = (doc as { 'x-portal-checked': string[] })['x-portal-checked'];

async function sandboxViolations(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/sandbox/wire-violations`);
  if (!res.ok) throw new Error(`wire check: the sandbox at ${base} did not report its violations (${res.status})`);
  const violations = (await res.json()) as { operation: string; problems: string[] }[];
  return violations.map((v) => `${base} ${v.operation}: ${v.problems.join('; ')}`);
}

/** Prism's log lines of its errors (undeclared status codes are warnings: the document declares only 200s). */
function prismErrors(file: string | undefined): { errors: string[]; exchanges: number; around: number } {
  if (!file || !existsSync(file)) return { errors: [], exchanges: 0, around: 0 };
  const lines = readFileSync(file, 'utf8').split('\n');
  return {
    // Areas not migrated yet still answer at guessed paths Prism does not know; only the checked ones count.
    errors: lines.filter((l) => /✖\s+error/.test(l) && checked.some((prefix) => l.includes(` ${prefix}`))),
    exchanges: lines.filter((l) => /Request received/.test(l)).length,
    // Uploads, form posts and downloads, which Prism would mangle (e2e/prism-proxy.mjs).
    around: lines.filter((l) => l.startsWith('around prism:')).length,
  };
}

export default async function wireTeardown(): Promise<void> {
  const bases = (config.projects ?? []).map((p) => p.metadata?.mailbox as string).filter(Boolean);
  const problems = (await Promise.all(bases.map(sandboxViolations))).flat();
  const prism = prismErrors(process.env.E2E_PRISM_LOG);
  problems.push(...prism.errors.map((l) => `prism: ${l.trim()}`));
  if (problems.length) throw new Error(`wire check: ${problems.length} exchanges not as the API document declares them:\n${problems.join('\n')}`);
  console.log(
    `wire check: every answer of the checked areas was as the API document declares it; Prism validated ${prism.exchanges} exchanges with no error (${prism.around} uploads, form posts and downloads went around it)`,
  );
}
