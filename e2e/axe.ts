import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe as e2e/accessibility.spec.ts runs it: injected inline (the page needs `bypassCSP`), WCAG 2.x
// A and AA with 2.2 AA (its one rule is target-size), serious and critical findings only.
const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** The serious and critical axe violations of what the page shows now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    type AxeResult = { violations: Array<{ id: string; impact?: string; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact!,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' ')),
        summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      }));
  }, AXE_TAGS);
}
