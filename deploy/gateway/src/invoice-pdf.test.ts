import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { invoiceStateOf } from '@portal/contracts';
import { formatNumber, formatToman, toPersianDigits } from '@portal/locale';
import { configFromEnv } from './config';
import { invoicePdfMessages as T } from './invoice-pdf-messages';
import { visualRuns } from './invoice-pdf-text';
import { createGateway } from './server';

// The invoice PDF is the gateway's: rendered from invoice/get asked with the caller's credentials,
// from the embedded sandbox or from any upstream that has invoice/get.

const config = (env: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-pdf-'));
  mkdirSync(join(dataDir, 'host'), { recursive: true });
  return configFromEnv({ DATA_DIR: dataDir, HOST_DIR: join(dataDir, 'host'), SANDBOX_PROVISION_MS: '0', ...env });
};

/**
 * What poppler's pdftotext reads from the file, without the bidi embedding marks it wraps runs in
 * and without zero-width non-joiners (the font draws them as nothing, so they are not read back).
 */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e\u200c]/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const rial = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });
const words = (s: string) => s.replace(/\u200c/g, '');

let app: FastifyInstance;
let upstream: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  upstream = undefined;
});

async function signIn(email = 'demo@example.com', password = 'Demo@1234'): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/api/my/auth/login', payload: { email, password } });
  return { authorization: `Bearer ${login.json().accessToken}` };
}

describe('with the embedded sandbox', () => {
  test("an invoice downloads as a PDF that holds invoice/get's number, state, items, discount, tax and what is paid", async () => {
    app = await createGateway(config());
    const auth = await signIn();
    const list = (await app.inject({ url: '/api/my/financial/invoice/list', headers: auth })).json() as Array<{ id: number; invoiceStatusId: number }>;
    const id = list.find((i) => invoiceStateOf(i.invoiceStatusId) === 'unpaid')!.id;
    const inv = (await app.inject({ url: `/api/my/financial/invoice/get/${id}`, headers: auth })).json();
    const res = await app.inject({ url: `/api/my/financial/invoice/download/${id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${id}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    // Joined letters keep their characters: the words come out whole.
    expect(text).toContain(T.heading);
    expect(text).toContain(toPersianDigits(String(id)));
    expect(text).toContain(words(T.states.unpaid));
    expect(text).toContain(words(inv.sellerName));
    expect(text).toContain(rial(inv.invoicePrice));
    expect(text).toContain(rial(inv.vat));
    expect(text).toContain('تخفیف');
    expect(text).toContain(formatToman(inv.invoicePrice).replace(/\s*تومان$/, ''));
    for (const item of inv.invoiceItems as Array<{ product: string; price: number }>) {
      expect(text).toContain(rial(item.price));
      expect(text).toContain(words(item.product));
    }
  });

  test("another customer's invoice is not found, and without a token the answer is invoice/get's own", async () => {
    app = await createGateway(config());
    const auth = await signIn();
    const id = ((await app.inject({ url: '/api/my/financial/invoice/list', headers: auth })).json() as Array<{ id: number }>)[0]!.id;
    const other = await signIn('other@example.com', 'Other@1234');
    const refused = await app.inject({ url: `/api/my/financial/invoice/download/${id}`, headers: other });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/json');
    expect((await app.inject({ url: '/api/my/financial/invoice/download/999999', headers: auth })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/my/financial/invoice/download/${id}` })).statusCode).toBe(401);
  });
});

describe('with an upstream provider', () => {
  /** A provider that has invoice/get (and nothing of ours): it answers the caller whose token it issued. */
  async function provider(answer: (id: string) => object | null): Promise<string> {
    upstream = Fastify();
    upstream.get<{ Params: { id: string } }>('/api/my/financial/invoice/get/:id', async (req, reply) => {
      if (req.headers.authorization !== 'Bearer provider-token') return reply.code(401).send({ message: 'Unauthorized' });
      const body = answer(req.params.id);
      return body ? body : reply.code(404).send({ message: 'Not Found' });
    });
    return upstream.listen({ port: 0, host: '127.0.0.1' });
  }
  const auth = { authorization: 'Bearer provider-token' };

  test("renders the provider's invoice/get, asked with the caller's token", async () => {
    const url = await provider((id) =>
      id === '1'
        ? {
            id: 1,
            sellerName: 'ابر آروان',
            sellerAddress: 'تهران',
            sellerPhone: '021-1',
            customerName: 'شرکت نمونه',
            customerAddress: null,
            customerPhone: null,
            invoiceStatusId: 1,
            invoiceStatus: 'پرداخت شده',
            invoiceDate: '2026-11-01T08:00:00',
            netPrice: 5_000_000,
            discount: 1_000_000,
            totalPrice: 4_000_000,
            vat: 400_000,
            invoicePrice: 4_400_000,
            fromDate: '2026-11-01T08:00:00',
            toDate: '2026-12-01T08:00:00',
            invoiceItems: [{ product: 'سرور ابری', quantity: 2, unitPrice: 2_500_000, price: 5_000_000 }],
          }
        : null,
    );
    app = await createGateway(config({ UPSTREAM_API_URL: url }));
    const res = await app.inject({ url: '/api/my/financial/invoice/download/1', headers: auth });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('ابر آروان');
    expect(text).toContain(words(T.states.paid));
    for (const n of [5_000_000, 1_000_000, 4_000_000, 400_000, 4_400_000, 2_500_000]) expect(text).toContain(rial(n));
    expect((await app.inject({ url: '/api/my/financial/invoice/download/2', headers: auth })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/my/financial/invoice/download/1' })).statusCode).toBe(401);
  });

  test('renders whatever the provider’s document allows: nulls, no items, long strings, odd numbers', async () => {
    const long = 'نام‌بسیار‌طولانی‌فروشنده '.repeat(30) + 'x'.repeat(400);
    const answers: Record<string, object> = {
      '1': {
        id: 1,
        sellerName: null,
        sellerAddress: null,
        sellerPhone: null,
        customerName: null,
        invoiceStatusId: 0,
        invoiceStatus: null,
        invoiceDate: 'string',
        netPrice: 0,
        discount: 0,
        totalPrice: 0,
        vat: 0,
        invoicePrice: 0,
        fromDate: 'string',
        toDate: 'string',
        invoiceItems: null,
      },
      '2': {
        id: -24047347.57,
        sellerName: long,
        sellerAddress: long,
        sellerPhone: long,
        customerName: long,
        customerAddress: long,
        customerPhone: long,
        invoiceStatusId: -4576205.5,
        invoiceStatus: long,
        invoiceDate: long,
        netPrice: -86826601.93,
        discount: -48993025.75,
        totalPrice: -19253511.09,
        vat: -87359518.72,
        invoicePrice: -37913460.27,
        fromDate: long,
        toDate: long,
        invoiceItems: Array.from({ length: 15 }, () => ({ product: long, quantity: 16008563.98, unitPrice: -1e12, price: 7.5e14 })),
      },
    };
    app = await createGateway(config({ UPSTREAM_API_URL: await provider((id) => answers[id] ?? null) }));
    for (const id of ['1', '2']) {
      const res = await app.inject({ url: `/api/my/financial/invoice/download/${id}`, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(res.rawPayload)).toContain(T.heading);
    }
  });
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
