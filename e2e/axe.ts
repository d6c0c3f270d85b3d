import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// The browser suite's one axe run: WCAG 2.x A and AA with 2.2 AA (its one rule is target-size),
// serious and critical findings unless asked for all. Injected through the DevTools protocol
// (`evaluate`), which the pages' Content-Security-Policy does not govern.
const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** The serious and critical (with `all`, every) axe violations of what the page shows now. */
export async function axeFindings(page: Page, { all = false }: { all?: boolean } = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, all }) => {
      type AxeResult = { violations: Array<{ id: string; impact?: string; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> };
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations
        .filter((v) => all || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes.map((n) => n.target.map(String).join(' ')),
          summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
        }));
    },
    { tags: AXE_TAGS, all },
  );
}

/** `rule: targets` per finding, for an assertion's message. */
export const describeFindings = (findings: AxeFinding[]): string[] => findings.map((f) => `${f.id}: ${f.targets.join(', ')}`);

/**
 * Waits until the page has loaded its data and every finite animation and transition has ended: a
 * colour read mid-transition (a tab just clicked, a layout after a resize) is a shade no user stops at.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy=true]')).toHaveCount(0, { timeout: 15_000 });
  await animationsEnded(page);
}

/** Every finite animation and transition of the page has ended (spinners, which never end, aside). */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
}
