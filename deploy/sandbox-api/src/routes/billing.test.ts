import { PAYMENT_LIMITS } from '@portal/contracts';
import { formatRial, formatToman } from '@portal/locale';
import { ledgerProblems } from '../billing/ledger-invariant';
import { MINUTE_MS } from '../clock';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Client, type Harness } from '../test/harness';

let h: Harness;
let api: Client;
let other: Client;

/** Every call of these tests is followed by the ledger check: the invariant holds after every operation. */
function checked(client: Client): Client {
  const after = async <T>(p: Promise<T>) => {
    const res = await p;
    expect(ledgerProblems(h.db)).toEqual([]);
    return res;
  };
  return {
    get: (p, hd) => after(client.get(p, hd)),
    post: (p, b, hd) => after(client.post(p, b, hd)),
    put: (p, b) => after(client.put(p, b)),
    del: (p) => after(client.del(p)),
  };
}

beforeEach(async () => {
  h = harness();
  expect(ledgerProblems(h.db)).toEqual([]);
  api = checked(h.api(await h.login()));
  other = checked(h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password)));
});
afterEach(async () => {
  expect(ledgerProblems(h.db)).toEqual([]);
  await h.close();
});

const balance = async () => (await api.get('financial/wallet/get-balance')).json().balance as number;
const entriesOf = (paymentId: number) => h.db.prepare('SELECT COUNT(*) FROM wallet_entries WHERE payment_id = ?').pluck().get(paymentId) as number;
const tokenOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;

async function newPayment(amount = 2_000_000, providerId = 'sep', client = api) {
  const res = await client.post('financial/payment/create', { amount, providerId });
  expect(res.statusCode).toBe(200);
  const { payment, redirectUrl } = res.json();
  return { id: payment.id as number, token: tokenOf(redirectUrl), redirectUrl: redirectUrl as string, amount };
}
const sepBody = (p: { id: number; token: string; amount: number }, over: Record<string, unknown> = {}) => ({
  Token: p.token,
  ResNum: p.id,
  State: 'OK',
  RefNum: `7000${p.id}1234`,
  Amount: p.amount,
  SecurePan: '603799******1234',
  ...over,
});
const sep = (body: unknown) => h.api().post('financial/payment/sep-call-back', body);

describe('wallet', () => {
  test('the balance is the sum of the ledger, and the dashboard says the same', async () => {
    const sum = h.db.prepare('SELECT SUM(amount) FROM wallet_entries WHERE customer_id = 1').pluck().get() as number;
    expect(await balance()).toBe(sum);
    expect((await api.get('dashboard/financial')).json()).toMatchObject({ walletBalance: sum, unpaidInvoiceCount: 2, billPrice: 2_475_000 + 528_000_000 });
  });

  test('entries come newest first with the balance after each, filtered by type and period', async () => {
    const all = (await api.get('financial/wallet/list')).json();
    expect(all[0].balanceAfter).toBe(await balance());
    for (let i = 0; i + 1 < all.length; i++) expect(all[i].balanceAfter - all[i].amount).toBe(all[i + 1].balanceAfter);
    expect(new Set(all.map((e: { type: string }) => e.type))).toEqual(new Set(['topUp', 'usage', 'invoicePayment', 'referralCommission']));

    const topUps = (await api.get('financial/wallet/list?type=topUp')).json();
    expect(topUps.map((e: { amount: number }) => e.amount)).toEqual([5_000_000, 25_000_000]);
    // The seeded top-ups are 20 and 75 days old; this week has hourly usage and the commission of
    // the referred customer's top-up two days ago.
    const week = (await api.get('financial/wallet/list?period=week')).json();
    expect(week.length).toBeGreaterThan(0);
    expect(new Set(week.map((e: { type: string }) => e.type))).toEqual(new Set(['usage', 'referralCommission']));
    expect((await api.get('financial/wallet/list?period=year&type=invoicePayment')).json()).toEqual([
      expect.objectContaining({ amount: -4_070_000, reference: 'INV-10001', type: 'invoicePayment' }),
    ]);

    const bad = await api.get('financial/wallet/list?period=decade&type=gift');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ Period: ['بازه زمانی انتخاب‌شده معتبر نیست'], Type: ['نوع تراکنش انتخاب‌شده معتبر نیست'] });
  });

  test('an hourly charge is a usage entry naming its resource', async () => {
    const before = await balance();
    h.time.advance(60 * MINUTE_MS);
    h.chargeHourly();
    const charged = h.db.prepare('SELECT SUM(amount) FROM charges WHERE customer_id = 1 AND created_at = ?').pluck().get(h.clock.ms()) as number;
    expect(charged).toBeGreaterThan(0);
    expect(await balance()).toBe(before - charged);
    const usage = (await api.get('financial/wallet/list?type=usage&period=week')).json();
    expect(usage[0]).toMatchObject({ type: 'usage', description: expect.stringContaining('هزینه ۱ ساعت استفاده از') });
    expect(usage[0].reference).toBeTruthy();
  });

  test('the list downloads as CSV with a Persian header, one row per entry', async () => {
    const res = await api.get('financial/wallet/list-download?type=topUp');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('wallet.csv');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFشناسه,تاریخ (UTC),نوع,شرح,مرجع,مبلغ (ریال),مانده پس از تراکنش (ریال)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',افزایش اعتبار,');
    expect(lines[1]).toContain(',5000000,');
  });
});

describe('payments', () => {
  test('create refuses an amount outside the limits and an unknown provider, in Persian', async () => {
    const res = await api.post('financial/payment/create', { amount: PAYMENT_LIMITS.minRial - 1, providerId: 'zarinpal' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      ProviderId: ['درگاه پرداخت انتخاب‌شده معتبر نیست'],
      Amount: ['مبلغ (ریال) باید عددی بین ۱۰۰۰۰۰ و ۵۰۰۰۰۰۰۰۰ باشد'],
    });
    expect((await api.post('financial/payment/create', { amount: PAYMENT_LIMITS.maxRial + 1, providerId: 'sep' })).statusCode).toBe(422);
    expect((await api.post('financial/payment/create', { amount: PAYMENT_LIMITS.maxRial, providerId: 'sep' })).statusCode).toBe(200);
  });

  test('the provider list names the four gateways', async () => {
    expect((await api.get('financial/payment-provider/list')).json().map((p: { id: string }) => p.id)).toEqual(['sep', 'pec', 'bfa', 'bpm']);
  });

  test('paying at the simulated bank credits the wallet once and lands on the payment page', async () => {
    const before = await balance();
    const p = await newPayment(3_000_000, 'bpm');
    const page = await h.api().get(p.redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatToman(3_000_000));
    expect(page.body).toContain('ملت (به‌پرداخت)');

    const refused = await h.api().post(p.redirectUrl, 'action=pay&card=1234&cvv2=1&pin=', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('شماره کارت باید ۱۶ رقم باشد');
    expect(refused.body).toContain('CVV2 باید ۳ یا ۴ رقم باشد');
    expect(refused.body).toContain('value="1234"');

    const paid = await h.api().post(p.redirectUrl, 'action=pay&card=6037-9912-3456-7890&cvv2=123&month=12&year=09&pin=123456', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/portal/wallet/payment/${p.id}`);
    const payment = (await api.get(`financial/payment/get/${p.id}`)).json();
    expect(payment).toMatchObject({ state: 'verified', cardMask: '603799******7890', resultMessage: 'پرداخت تأیید شد و مبلغ آن به کیف پول افزوده شد' });
    expect(payment.bankReference).toMatch(/^\d{12}$/);
    expect(await balance()).toBe(before + 3_000_000);
    expect(entriesOf(p.id)).toBe(1);
    // The bank page is closed now.
    expect((await h.api().get(p.redirectUrl)).statusCode).toBe(409);
  });

  test('cancelling at the bank fails the payment and leaves the balance', async () => {
    const before = await balance();
    const p = await newPayment();
    const res = await h.api().post(p.redirectUrl, 'action=cancel', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(303);
    expect((await api.get(`financial/payment/get/${p.id}`)).json()).toMatchObject({ state: 'failed', resultMessage: 'پرداخت در درگاه بانک لغو شد؛ مبلغی از حساب شما کسر نشده است' });
    expect(await balance()).toBe(before);
  });

  test('a replayed callback changes nothing and says so', async () => {
    const p = await newPayment();
    const first = await sep(sepBody(p));
    expect(first.json()).toMatchObject({ paymentId: p.id, state: 'verified', changed: true });
    const after = await balance();
    const replay = await sep(sepBody(p));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ paymentId: p.id, state: 'verified', changed: false, message: 'وضعیت این پرداخت پیش‌تر «موفق» ثبت شده است؛ این درخواست تکراری است و تغییری انجام نشد' });
    expect(await balance()).toBe(after);
    expect(entriesOf(p.id)).toBe(1);
  });

  test('a wrong token is refused and leaves the payment pending', async () => {
    const p = await newPayment();
    const res = await sep(sepBody(p, { Token: 'f'.repeat(40) }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ changed: false, message: 'توکن پرداخت با توکن صادرشده برای این پرداخت یکسان نیست؛ درخواست پذیرفته نشد' });
    expect((await api.get(`financial/payment/get/${p.id}`)).json().state).toBe('pending');
    expect((await sep(sepBody(p))).json().state).toBe('verified');
  });

  test('a callback for a payment that does not exist answers 404', async () => {
    const res = await sep({ Token: 'x', ResNum: 99999, State: 'OK', RefNum: '1', Amount: 100000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('پرداختی با این شماره یافت نشد؛ درخواست پذیرفته نشد');
    // A callback of another gateway's shape for this payment is not this payment's either.
    const p = await newPayment(2_000_000, 'sep');
    expect((await h.api().post('financial/payment/pec-call-back', { Token: p.token, OrderId: p.id, Status: 0, RRN: '5', Amount: p.amount })).statusCode).toBe(404);
  });

  test('a wrong amount is reversed, not credited', async () => {
    const before = await balance();
    const p = await newPayment(2_000_000);
    const res = await sep(sepBody(p, { Amount: 200_000 }));
    expect(res.json()).toMatchObject({ state: 'reversed', changed: true });
    expect(res.json().message).toBe(`مبلغ پرداخت‌شده (${formatRial(200_000)}) با مبلغ پرداخت (${formatRial(2_000_000)}) یکسان نیست؛ تراکنش برگشت داده شد و مبلغ به کارت بازمی‌گردد`);
    expect(await balance()).toBe(before);
    expect(entriesOf(p.id)).toBe(0);
  });

  test('a bank reference is accepted once: another payment carrying it is reversed', async () => {
    const a = await newPayment();
    const b = await newPayment();
    await sep(sepBody(a, { RefNum: '123456789012' }));
    const res = await sep(sepBody(b, { RefNum: '123456789012' }));
    expect(res.json()).toMatchObject({ state: 'reversed', message: 'شماره مرجع بانک پیش‌تر برای پرداخت دیگری ثبت شده است؛ تراکنش برگشت داده شد' });
    expect(entriesOf(b.id)).toBe(0);
  });

  test('a payment not verified within 30 minutes expires and is never credited', async () => {
    const before = await balance();
    const p = await newPayment();
    h.time.advance(29 * MINUTE_MS);
    expect((await api.get(`financial/payment/get/${p.id}`)).json().state).toBe('pending');
    h.time.advance(MINUTE_MS);
    expect((await api.get(`financial/payment/get/${p.id}`)).json()).toMatchObject({ state: 'expired', resultMessage: expect.stringContaining('منقضی شد') });
    const late = await sep(sepBody(p));
    expect(late.json()).toMatchObject({ state: 'expired', changed: false });
    expect(await balance()).toBe(before);
    // Its bank page is closed too.
    expect((await h.api().get(p.redirectUrl)).statusCode).toBe(409);
  });

  test('two concurrent callbacks for one payment credit it exactly once', async () => {
    const before = await balance();
    const p = await newPayment(4_000_000);
    const answers = (await Promise.all([sep(sepBody(p)), sep(sepBody(p)), h.api().post(p.redirectUrl, 'action=pay&card=6037991234567890&cvv2=123&pin=1', { 'content-type': 'application/x-www-form-urlencoded' })])).slice(0, 2);
    expect(answers.map((r) => r.json().changed).sort()).toEqual([false, true]);
    expect(await balance()).toBe(before + 4_000_000);
    expect(entriesOf(p.id)).toBe(1);
  });

  test("another customer's payment is not found, and lists hold only one's own", async () => {
    const p = await newPayment();
    const res = await other.get(`financial/payment/get/${p.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('پرداخت یافت نشد');
    const mine = (await api.get('financial/payment/list')).json();
    expect(mine.map((x: { state: string }) => x.state)).toEqual(['pending', 'expired', 'reversed', 'failed', 'verified']);
    expect((await other.get('financial/payment/list')).json().map((x: { id: number }) => x.id)).not.toContain(p.id);
    expect((await h.api().get('financial/payment/list')).statusCode).toBe(401);
  });
});

describe('invoices', () => {
  const unpaidId = (h: Harness, title: string) => h.db.prepare('SELECT id FROM invoices WHERE title = ?').pluck().get(title) as number;

  test('unpaid first; an invoice has its items and a 10% tax line', async () => {
    const list = (await api.get('financial/invoice/list')).json();
    expect(list.map((i: { state: string }) => i.state)).toEqual(['unpaid', 'unpaid', 'paid']);
    const inv = (await api.get(`financial/invoice/get/${unpaidId(h, 'راه‌اندازی سرور اختصاصی metal-1')}`)).json();
    expect(inv).toMatchObject({ subtotal: 2_250_000, taxPercent: 10, tax: 225_000, total: 2_475_000, state: 'unpaid' });
    expect(inv.items).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 1_500_000, amount: 1_500_000 }),
      expect.objectContaining({ quantity: 3, unitPrice: 250_000, amount: 750_000 }),
    ]);
    expect((await api.get('financial/invoice/summary')).json()).toEqual({ unpaidCount: 2, unpaidAmount: 530_475_000, paidCount: 1 });
    expect((await api.get('financial/invoice/unpaid')).json()).toHaveLength(2);
  });

  test('paying from the wallet debits exactly the total, once', async () => {
    const id = unpaidId(h, 'راه‌اندازی سرور اختصاصی metal-1');
    const before = await balance();
    const res = await api.post(`financial/invoice/pay/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'paid', paidBy: 'wallet' });
    expect(await balance()).toBe(before - 2_475_000);
    const again = await api.post(`financial/invoice/pay/${id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toBe('این صورتحساب پیش‌تر پرداخت شده است');
    expect(await balance()).toBe(before - 2_475_000);
  });

  test('a wallet holding too little is refused with the shortfall', async () => {
    const id = unpaidId(h, 'اجاره سالانه رک کولوکیشن');
    const before = await balance();
    const res = await api.post(`financial/invoice/pay/${id}`);
    expect(res.statusCode).toBe(422);
    const shortfall = 528_000_000 - before;
    expect(res.json()).toEqual({
      shortfall,
      errorMessage: `موجودی کیف پول برای پرداخت این صورتحساب کافی نیست؛ ${formatToman(shortfall)} (${formatRial(shortfall)}) کم دارید. ابتدا کیف پول را شارژ کنید.`,
      message: expect.any(String),
    });
    expect(await balance()).toBe(before);
    expect((await api.get(`financial/invoice/get/${id}`)).json().state).toBe('unpaid');
  });

  test('an invoice paid at the bank: the payment is its total and settles it, the balance is unchanged', async () => {
    const id = unpaidId(h, 'اجاره سالانه رک کولوکیشن');
    const before = await balance();
    const res = await api.post('financial/payment/create', { amount: 100, providerId: 'pec', invoiceId: id });
    expect(res.statusCode).toBe(200);
    const { payment, redirectUrl } = res.json();
    expect(payment).toMatchObject({ amount: 528_000_000, invoiceId: id, invoiceNumber: expect.stringMatching(/^INV-/) });
    await h.api().post(redirectUrl, 'action=pay&card=5022291234567890&cvv2=1234&pin=99', { 'content-type': 'application/x-www-form-urlencoded' });
    expect((await api.get(`financial/payment/get/${payment.id}`)).json()).toMatchObject({ state: 'verified', resultMessage: expect.stringContaining('صورتحساب') });
    expect((await api.get(`financial/invoice/get/${id}`)).json()).toMatchObject({ state: 'paid', paidBy: 'bank' });
    expect(await balance()).toBe(before);
  });

  test("another customer's invoice is not found and cannot be paid or paid for", async () => {
    const id = unpaidId(h, 'راه‌اندازی سرور اختصاصی metal-1');
    expect((await other.get(`financial/invoice/get/${id}`)).statusCode).toBe(404);
    const pay = await other.post(`financial/invoice/pay/${id}`);
    expect(pay.statusCode).toBe(404);
    expect(pay.json().message).toBe('صورتحساب یافت نشد');
    const forIt = await other.post('financial/payment/create', { providerId: 'sep', invoiceId: id });
    expect(forIt.json().errors).toEqual({ InvoiceId: ['این صورتحساب پرداخت نشده‌ای از شما نیست'] });
    expect((await api.get(`financial/invoice/get/${id}`)).json().state).toBe('unpaid');
  });
});

describe('vouchers', () => {
  test('a code credits the wallet once per customer; used, expired and unknown codes are refused in Persian', async () => {
    const before = await balance();
    const first = await api.post('financial/voucher/use', { code: 'NOWRUZ1405' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ amount: 1_000_000, balance: before + 1_000_000, message: `${formatToman(1_000_000)} با کد هدیه به کیف پول شما افزوده شد` });
    // Again, in other letters: the same code, refused.
    const again = await api.post('financial/voucher/use', { code: 'nowruz1405' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ Code: ['این کد هدیه پیش‌تر برای حساب شما استفاده شده است و دوباره اعتبار نمی‌دهد'] });
    expect(await balance()).toBe(before + 1_000_000);
    expect((await api.get('financial/wallet/list?type=voucher')).json()).toEqual([expect.objectContaining({ amount: 1_000_000, reference: 'NOWRUZ1405' })]);
    // Another customer may still use it once.
    expect((await other.post('financial/voucher/use', { code: 'NOWRUZ1405' })).statusCode).toBe(200);

    expect((await api.post('financial/voucher/use', { code: 'YALDA1403' })).json().errors).toEqual({ Code: ['مهلت استفاده از این کد هدیه تمام شده است'] });
    expect((await api.post('financial/voucher/use', { code: 'NOSUCHCODE' })).json().errors).toEqual({ Code: ['کد هدیه معتبر نیست؛ آن را همان‌طور که دریافت کرده‌اید وارد کنید'] });
    expect((await api.post('financial/voucher/use', {})).json().errors).toEqual({ Code: ['وارد کردن کد هدیه الزامی است'] });
    expect(await balance()).toBe(before + 1_000_000);
  });

  test('two concurrent uses of one code credit once', async () => {
    const before = await balance();
    const answers = await Promise.all([api.post('financial/voucher/use', { code: 'NOWRUZ1405' }), api.post('financial/voucher/use', { code: 'NOWRUZ1405' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await balance()).toBe(before + 1_000_000);
  });
});

describe('reports and downloads', () => {
  test('the usage report sums the charges of the period per category and equals the usage entries', async () => {
    h.time.advance(2 * 60 * MINUTE_MS);
    h.chargeHourly();
    const week = (await api.get('financial/wallet/usage-report/week')).json() as Array<{ categoryId: number; amount: number }>;
    const usage = (await api.get('financial/wallet/list?type=usage&period=week')).json() as Array<{ amount: number }>;
    expect(week.reduce((s, l) => s + l.amount, 0)).toBe(-usage.reduce((s, e) => s + e.amount, 0));
    expect(week.map((l) => l.amount)).toEqual([...week.map((l) => l.amount)].sort((a, b) => b - a));
    expect(week.find((l) => l.categoryId === 3)!.amount).toBeGreaterThan(0);
    expect((await api.get('financial/wallet/usage-report/decade')).statusCode).toBe(422);
    expect((await other.get('financial/wallet/usage-report/all')).json()).toEqual([expect.objectContaining({ categoryId: 3 })]);
  });

  test('payments and invoices download as CSV, only the customer\'s own', async () => {
    const payments = await api.get('financial/payment/list-download');
    expect(payments.headers['content-disposition']).toContain('payments.csv');
    const lines = payments.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFشماره,تاریخ (UTC),مبلغ (ریال),درگاه,وضعیت,شماره مرجع بانک,کارت,صورتحساب,نتیجه');
    expect(lines).toHaveLength(5);
    expect(payments.body).toContain(',5000000,سامان (سپ),موفق,204718365521,');
    expect(payments.body).not.toContain('509912734410');
    const invoices = (await api.get('financial/invoice/list-download')).body.split('\r\n').filter(Boolean);
    expect(invoices).toHaveLength(4);
    expect(invoices[3]).toMatch(/^INV-10001,ثبت دامنه و گواهی SSL,پرداخت‌شده,.*,3700000,370000,4070000,/);
  });
});

test("a member of the customer (not owner or admin) reaches none of the customer's money: 403", async () => {
  const member = h.api(await h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
  const invoiceId = h.db.prepare("SELECT id FROM invoices WHERE customer_id = 1 AND state = 'unpaid' LIMIT 1").pluck().get() as number;
  const before = await balance();
  for (const res of [
    await member.get('financial/wallet/get-balance'),
    await member.get('financial/wallet/list'),
    await member.get('financial/payment/list'),
    await member.post('financial/payment/create', { amount: 200_000, providerId: 'sep' }),
    await member.post(`financial/invoice/pay/${invoiceId}`),
    await member.post('financial/voucher/use', { code: 'NOWRUZ1405' }),
  ])
    expect(res.statusCode).toBe(403);
  expect(await balance()).toBe(before);
  expect((await api.get(`financial/invoice/get/${invoiceId}`)).json().state).toBe('unpaid');
});
