import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Each concern is done one way, so a newcomer copies the right thing from whichever file they open:
// a missing value is EMPTY_VALUE of @portal/locale, a left-to-right value is Ltr of @portal/ui, a
// table is ResourceTable of @portal/ui, a field's rules are formRules of @portal/ui and an endpoint
// is wire() of @portal/contracts. This walks the source and names every file:line that
// spells one of them out by hand.

const ROOT = join(__dirname, '../../..');
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
// The constant itself has to spell the dashes out.
const SKIPPED_FILES = new Set(['shared/locale/src/empty.ts']);

// Tables ResourceTable cannot draw: both end in summary rows (the invoice's subtotal, discount, tax
// and total; the calculator's totals under its lines), which ResourceTable has no place for.
const RAW_TABLE_ALLOWED = new Set(['remotes/billing/src/features/invoices/InvoicePage.tsx', 'remotes/billing/src/features/calculator/CalculatorPage.tsx']);

function sourceRoots(): string[] {
  const under = (dir: string) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${dir}/${e.name}/src`);
  return [...under('remotes'), 'host/src', ...under('shared'), ...under('deploy')].filter((dir) => existsSync(join(ROOT, dir)));
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path, out);
    } else if (SOURCE.test(entry.name) && !/\.test\./.test(entry.name)) {
      const file = relative(ROOT, path).split('\\').join('/');
      if (!SKIPPED_FILES.has(file)) out.push(file);
    }
  }
  return out;
}

const files = sourceRoots().flatMap((dir) => walk(join(ROOT, dir), []));
const texts = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** `file:line: the line` for each match of `pattern` (global) in the files `which` keeps. */
function findings(pattern: RegExp, which: (file: string) => boolean = () => true, { inComments = true } = {}): string[] {
  const found: string[] = [];
  for (const [file, text] of texts) {
    if (!which(file)) continue;
    for (const match of text.matchAll(pattern)) {
      const line = lineOf(text, match.index ?? 0);
      const shown = text.split('\n')[line - 1]!.trim();
      if (!inComments && /^(\/\/|\/\*|\*)/.test(shown)) continue;
      found.push(`${file}:${line}: ${shown}`);
    }
  }
  return found;
}

describe('one way each', () => {
  it('reads the source it guards', () => {
    // a walk that found nothing would pass every rule below
    expect(files).toContain('remotes/billing/src/features/wallet/WalletPage.tsx');
    expect(files).toContain('host/src/account/ProfileTab.tsx');
    expect(files).toContain('deploy/gateway/src/operator/dashboard.ts');
    expect(files.some((f) => f.includes('/node_modules/') || f.includes('/dist/') || f.includes('.test.'))).toBe(false);
  });

  it('shows a missing value through EMPTY_VALUE of @portal/locale, never a literal four dashes', () => {
    // a doc comment may name the dashes (`----`): it shows nothing
    expect(findings(/(['"`])----\1/g, undefined, { inComments: false })).toEqual([]);
  });

  it('isolates a left-to-right value with Ltr of @portal/ui, never a <span dir="ltr">', () => {
    expect(findings(/<span\b[^>]*\sdir=["']ltr["']/g)).toEqual([]);
  });

  it('draws a table with ResourceTable of @portal/ui, never antd Table directly', () => {
    const outsideUi = (file: string) => !file.startsWith('shared/ui/src/') && !RAW_TABLE_ALLOWED.has(file);
    // `Table` named in an import of antd's root; a value (not type-only) import of antd's table module
    const fromRoot = /import\s+\{[^}]*\bTable\b[^}]*\}\s+from\s+['"]antd['"]/g;
    const fromModule = /import\s+(?!type\b)[^;]*?\s+from\s+['"]antd\/(es|lib)\/table['"]/g;
    expect([...findings(fromRoot, outsideUi), ...findings(fromModule, outsideUi)]).toEqual([]);
  });

  it('validates a form field with formRules of @portal/ui, never an inline antd rule object', () => {
    // the field's rules come from its request schema, the same rules and words as the API's 422
    const tsxOutsideUi = (file: string) => file.endsWith('.tsx') && !file.startsWith('shared/ui/src/');
    expect(findings(/rules=\{\[\s*\{/g, tsxOutsideUi)).toEqual([]);
  });

  it('declares an endpoint with wire() of @portal/contracts, typed from the API document, never by hand', () => {
    const outsideEndpoint = (file: string) => file !== 'shared/contracts/src/endpoint.ts';
    expect(findings(/\bendpoint<|\bendpoint\(\)\(/g, outsideEndpoint, { inComments: false })).toEqual([]);
  });

  it('keeps its exceptions to tables that still need them', () => {
    // a table moved to ResourceTable takes its file off the list, so the rule covers it again
    for (const file of RAW_TABLE_ALLOWED) expect(texts.get(file)).toMatch(/\bTable\.Summary\b/);
  });
});
