import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatNumber } from '@portal/locale';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Client, type Harness } from '../test/harness';
import { visualRuns } from './pdf-text';

let h: Harness;
let api: Client;
beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
});
afterEach(() => h.close());

/** What poppler's pdftotext reads from the file, without the bidi embedding marks it wraps runs in. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('an invoice downloads as a PDF that holds its number, items and total in Persian digits', async () => {
  const id = h.db.prepare("SELECT id FROM invoices WHERE customer_id = 1 AND state = 'unpaid' ORDER BY id LIMIT 1").pluck().get() as number;
  const inv = h.db.prepare('SELECT number, total, tax FROM invoices WHERE id = ?').get(id) as { number: string; total: number; tax: number };
  const items = (await api.get(`financial/invoice/get/${id}`)).json().invoiceItems as Array<{ price: number }>;
  const res = await api.get(`financial/invoice/download/${id}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${inv.number}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(res.rawPayload);
  expect(text).toContain(inv.number);
  expect(text).toContain(formatNumber(inv.total, { maximumFractionDigits: 0 }));
  expect(text).toContain(formatNumber(inv.tax, { maximumFractionDigits: 0 }));
  for (const item of items) expect(text).toContain(formatNumber(item.price, { maximumFractionDigits: 0 }));
  // Joined letters keep their characters: the words come out whole.
  expect(text).toContain('صورتحساب فروش خدمات');
});

test("another customer's invoice PDF is not found", async () => {
  const id = h.db.prepare('SELECT id FROM invoices WHERE customer_id = 1 LIMIT 1').pluck().get() as number;
  const other = h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password));
  expect((await other.get(`financial/invoice/download/${id}`)).statusCode).toBe(404);
  expect((await api.get('financial/invoice/download/999999')).statusCode).toBe(404);
});

describe('visual runs of a right-to-left line', () => {
  test('a Latin number after Persian words is drawn left of them, each run in its own direction', () => {
    expect(visualRuns('شماره صورتحساب: INV-10007')).toEqual([
      { text: 'INV-10007', rtl: false },
      { text: 'شماره صورتحساب: ', rtl: true },
    ]);
  });
  test('Persian digits read left to right inside right-to-left text', () => {
    expect(visualRuns('مبلغ ۱۲٬۵۰۰ تومان')).toEqual([
      { text: ' تومان', rtl: true },
      { text: '۱۲٬۵۰۰', rtl: false },
      { text: 'مبلغ ', rtl: true },
    ]);
  });
  test('brackets in right-to-left text are mirrored', () => {
    expect(visualRuns('مبلغ (ریال)')).toEqual([{ text: 'مبلغ )ریال(', rtl: true }]);
  });
});
