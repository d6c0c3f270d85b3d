import { invoiceStatusId, PAYMENT_LIMITS } from '@portal/contracts';
import { formatRial, formatToman } from '@portal/locale';
import { ledgerProblems } from './ledger-invariant';
import { walletBalanceOf } from './summary';
import { MINUTE_MS } from '../../clock';
import { DEMO_CREDENTIALS } from '../../seed';
import { harness, type Client, type Harness } from '../../test/harness';

// The provider's invoice states (its panel offers to pay an invoice in state 3; 1 is settled).
const PAID = invoiceStatusId('paid');
const UNPAID = invoiceStatusId('unpaid');

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

const balance = async () => (await api.get('financial/wallet/get-balance')).json() as number;
const entriesOf = (paymentId: number) => h.db.prepare('SELECT COUNT(*) FROM wallet_entries WHERE payment_id = ?').pluck().get(paymentId) as number;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** The gateways' numbers (payment-provider/list). */
const SEP = 1;
const PEC = 2;
const BFA = 3;
const BPM = 4;

async function newPayment(amount = 2_000_000, paymentProviderId = SEP, client = api) {
  const res = await client.post('financial/payment/create', { amount, paymentProviderId });
  expect(res.statusCode).toBe(200);
  const { status, location, refId } = res.json();
  expect(status).toBe(true);
  const id = h.db.prepare('SELECT id FROM payments WHERE token = ?').pluck().get(refId) as number;
  return { id, token: refId as string, location: location as string, amount };
}
/** The customer at the simulated bank: pays with a card or cancels; the bank then posts the gateway's call-back. */
const pay = (p: { location: string }) => h.api().post(p.location, 'action=pay&card=6037-9912-3456-7890&cvv2=123&month=12&year=09&pin=123456', form);
const cancel = (p: { location: string }) => h.api().post(p.location, 'action=cancel', form);
/** What the bank recorded for a payment (its reference is what a true call-back carries). */
const bankOf = (id: number) =>
  h.db.prepare('SELECT * FROM bank_transactions WHERE payment_id = ?').get(id) as { paid: number; reference: string | null; amount: number };
/** A payment the bank took, whose call-back has not arrived yet (the bank wrote it down; the post was lost). */
function takenAtBank(p: { id: number; amount: number }, reference = `7000${p.id}12345`.slice(0, 12)) {
  h.db
    .prepare('INSERT INTO bank_transactions (payment_id, paid, reference, amount, card_mask, created_at) VALUES (?, 1, ?, ?, ?, ?)')
    .run(p.id, reference, p.amount, '603799******1234', h.clock.ms());
  return reference;
}
const sepBody = (p: { id: number; amount: number }, refNum: string | null, over: Record<string, unknown> = {}) => ({
  TerminalId: 13000001,
  state: refNum ? 'OK' : 'CanceledByUser',
  status: refNum ? 2 : 1,
  RRN: refNum,
  refNum,
  resNum: p.id,
  traceNo: null,
  amount: p.amount,
  wage: null,
  securePan: '603799******1234',
  hashedCardNumber: null,
  ...over,
});
const sep = (body: unknown) => h.api().post('financial/payment/sep-call-back', body);
const paymentOf = async (id: number) => (await api.get(`financial/payment/get/${id}`)).json();

describe('wallet', () => {
  test('the balance is a bare number, the sum of the ledger, and the dashboard says the same', async () => {
    const sum = h.db.prepare('SELECT SUM(amount) FROM wallet_entries WHERE customer_id = 1').pluck().get() as number;
    expect(await balance()).toBe(sum);
    expect((await api.get('dashboard/financial')).json()).toMatchObject({ walletBalance: sum, unpaidInvoiceCount: 2 });
  });

  test('transactions come newest first, each a credit or a debit with the balance after it', async () => {
    const all = (await api.get('financial/wallet/list')).json() as Array<{
      id: number;
      transactionDate: string;
      credit: number;
      debit: number;
      balance: number;
      description: string;
    }>;
    expect(all[0].balance).toBe(await balance());
    for (let i = 0; i + 1 < all.length; i++) {
      expect(all[i].credit === 0 || all[i].debit === 0).toBe(true);
      expect(all[i].balance - all[i].credit + all[i].debit).toBe(all[i + 1].balance);
      expect(all[i].transactionDate >= all[i + 1].transactionDate).toBe(true);
    }
    expect(all.filter((e) => e.credit > 0).map((e) => e.credit)).toEqual(expect.arrayContaining([5_000_000, 25_000_000]));
    expect(all).toContainEqual(expect.objectContaining({ debit: 4_070_000, credit: 0, description: expect.stringContaining('INV-10001') }));
  });

  test('an hourly charge is a debit naming its resource', async () => {
    const before = await balance();
    h.time.advance(60 * MINUTE_MS);
    h.chargeHourly();
    const charged = h.db.prepare('SELECT SUM(amount) FROM charges WHERE customer_id = 1 AND created_at = ?').pluck().get(h.clock.ms()) as number;
    expect(charged).toBeGreaterThan(0);
    expect(await balance()).toBe(before - charged);
    const [latest] = (await api.get('financial/wallet/list')).json();
    expect(latest).toMatchObject({ credit: 0, debit: expect.any(Number), description: expect.stringContaining('هزینه ۱ ساعت استفاده از') });
  });

  test('the list downloads as CSV with a Persian header, one row per transaction', async () => {
    const count = ((await api.get('financial/wallet/list')).json() as unknown[]).length;
    const res = await api.get('financial/wallet/list-download');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('wallet.csv');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFشناسه,تاریخ (UTC),شرح,بستانکار (ریال),بدهکار (ریال),مانده پس از تراکنش (ریال)');
    expect(lines).toHaveLength(count + 1);
    expect(res.body).toContain(',5000000,0,');
  });

  test('the usage report: the balance over the last days, oldest first, ending now at the balance', async () => {
    const week = (await api.get('financial/wallet/usage-report/7')).json() as Array<{ balance: number; toDate: string }>;
    expect(week).toHaveLength(7);
    expect(week.at(-1)).toEqual({ balance: await balance(), toDate: new Date(h.clock.ms()).toISOString() });
    expect(week.map((p) => p.toDate)).toEqual([...week.map((p) => p.toDate)].sort());
    // A day earlier, before the last day's usage: the ledger's sum up to then.
    const dayAgo = h.clock.ms() - 86_400_000;
    expect(week.at(-2)!.balance).toBe(h.db.prepare('SELECT SUM(amount) FROM wallet_entries WHERE customer_id = 1 AND created_at <= ?').pluck().get(dayAgo));
    // A long period has at most 60 points; the provider's number is any whole number of days.
    expect((await api.get('financial/wallet/usage-report/365')).json()).toHaveLength(60);
    for (const bad of ['0', 'week', '3651', '1.5']) {
      const res = await api.get(`financial/wallet/usage-report/${bad}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ Period: ['بازه گزارش باید تعداد روزی بین ۱ و ۳۶۵۰ باشد'] });
    }
  });
});

describe('payments', () => {
  test('create refuses an amount outside the limits and an unknown gateway, in Persian', async () => {
    const res = await api.post('financial/payment/create', { amount: PAYMENT_LIMITS.minRial - 1, paymentProviderId: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      PaymentProviderId: ['درگاه پرداخت انتخاب‌شده معتبر نیست'],
      Amount: ['مبلغ (ریال) باید عددی بین ۱۰۰۰۰۰ و ۵۰۰۰۰۰۰۰۰ باشد'],
    });
    expect((await api.post('financial/payment/create', { amount: PAYMENT_LIMITS.maxRial + 1, paymentProviderId: SEP })).statusCode).toBe(422);
    const ok = await api.post('financial/payment/create', { amount: PAYMENT_LIMITS.maxRial, paymentProviderId: SEP });
    expect(ok.json()).toEqual({
      status: true,
      location: expect.stringMatching(/^\/api\/my\/financial\/sandbox-bank\/\d{15}$/),
      phoneNumber: null,
      refId: expect.stringMatching(/^\d{15}$/),
    });
  });

  test('the provider list names the four gateways by number, all open', async () => {
    expect((await api.get('financial/payment-provider/list')).json()).toEqual([
      { id: SEP, name: 'سامان (سپ)', status: true, photoName: null },
      { id: PEC, name: 'پارسیان (پک)', status: true, photoName: null },
      { id: BFA, name: 'ملی (سداد)', status: true, photoName: null },
      { id: BPM, name: 'ملت (به‌پرداخت)', status: true, photoName: null },
    ]);
  });

  test.each([
    ['sep', SEP],
    ['pec', PEC],
    ['bfa', BFA],
    ['bpm', BPM],
  ])('paying at the simulated bank (%s) credits the wallet once and lands on the payment page', async (_name, gateway) => {
    const before = await balance();
    const p = await newPayment(3_000_000, gateway);
    const page = await h.api().get(p.location);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatToman(3_000_000));

    const refused = await h.api().post(p.location, 'action=pay&card=1234&cvv2=1&pin=', form);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('شماره کارت باید ۱۶ رقم باشد');
    expect(refused.body).toContain('CVV2 باید ۳ یا ۴ رقم باشد');
    expect(refused.body).toContain('value="1234"');

    const paid = await pay(p);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/portal/wallet/payment/${p.id}`);
    const payment = await paymentOf(p.id);
    expect(payment).toEqual({
      id: p.id,
      transactionDate: expect.any(String),
      paymentStatus: 'موفق',
      paymentStatusId: 2,
      paymentProvider: expect.any(String),
      paymentProviderId: gateway,
      finalStatus: true,
      amount: 3_000_000,
      rrn: Number(bankOf(p.id).reference),
      hashCardNumber: '603799******7890',
    });
    expect(String(payment.rrn)).toMatch(/^\d{12}$/);
    expect(await balance()).toBe(before + 3_000_000);
    expect(entriesOf(p.id)).toBe(1);
    // The bank page is closed now.
    expect((await h.api().get(p.location)).statusCode).toBe(409);
  });

  test('cancelling at the bank fails the payment and leaves the balance', async () => {
    const before = await balance();
    const p = await newPayment();
    expect((await cancel(p)).statusCode).toBe(303);
    expect(await paymentOf(p.id)).toMatchObject({ paymentStatusId: 3, paymentStatus: 'ناموفق', finalStatus: false, rrn: null });
    expect(await balance()).toBe(before);
  });

  test("each gateway's call-back, in its own fields, settles a payment the bank took; a replay changes nothing", async () => {
    const bodies: Record<number, (p: { id: number; token: string; amount: number }, ref: string) => object> = {
      [SEP]: (p, ref) => sepBody(p, ref),
      [PEC]: (p, ref) => ({
        token: Number(p.token),
        orderId: p.id,
        terminalNo: 1,
        RRN: Number(ref),
        status: 0,
        hashCardNumber: null,
        amount: String(p.amount),
        swAmount: null,
        sTraceNo: null,
      }),
      [BFA]: (p, ref) => ({ userId: '1', refNum: ref, token: p.token }),
      [BPM]: (p, ref) => ({
        refId: p.token,
        resCode: 0,
        saleOrderId: p.id,
        saleReferenceId: Number(ref),
        cardHolderInfo: null,
        cardHolderPan: null,
        finalAmount: p.amount,
      }),
    };
    const paths: Record<number, string> = { [SEP]: 'sep', [PEC]: 'pec', [BFA]: 'bfa', [BPM]: 'bpm' };
    for (const gateway of [SEP, PEC, BFA, BPM]) {
      const p = await newPayment(1_000_000, gateway);
      const ref = takenAtBank(p);
      const post = () => h.api().post(`financial/payment/${paths[gateway]}-call-back`, bodies[gateway]!(p, ref));
      const first = await post();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'پرداخت تأیید شد و مبلغ آن به کیف پول افزوده شد' });
      const after = await balance();
      const replay = await post();
      expect(replay.json()).toEqual({ message: 'وضعیت این پرداخت پیش‌تر «موفق» ثبت شده است؛ این درخواست تکراری است و تغییری انجام نشد' });
      expect(await balance()).toBe(after);
      expect(entriesOf(p.id)).toBe(1);
    }
  });

  test('a call-back the bank has no transaction for is refused and the payment stays pending', async () => {
    const p = await newPayment();
    const res = await sep(sepBody(p, '123456789012'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'بانک برای این پرداخت تراکنشی ثبت نکرده است؛ درخواست پذیرفته نشد' });
    expect(await paymentOf(p.id)).toMatchObject({ paymentStatusId: 1 });
    expect(entriesOf(p.id)).toBe(0);
  });

  test('a wrong token or an order number not its own is refused and leaves the payment pending', async () => {
    const p = await newPayment(2_000_000, BFA);
    const ref = takenAtBank(p);
    const wrong = await h.api().post('financial/payment/bfa-call-back', { userId: '1', refNum: ref, token: '999999999999999' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('پرداختی با این توکن یا شماره یافت نشد؛ درخواست پذیرفته نشد');
    const q = await newPayment(2_000_000, BPM);
    takenAtBank(q, '700000000001');
    const mixed = await h.api().post('financial/payment/bpm-call-back', { refId: q.token, resCode: 0, saleOrderId: p.id, saleReferenceId: 700000000001 });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errorMessage).toBe('شماره پرداخت با توکن صادرشده برای آن یکسان نیست؛ درخواست پذیرفته نشد');
    expect((await paymentOf(p.id)).paymentStatusId).toBe(1);
    expect((await paymentOf(q.id)).paymentStatusId).toBe(1);
    // A call-back of another gateway for this payment is not this payment's either.
    expect((await h.api().post('financial/payment/sep-call-back', sepBody(p, ref))).statusCode).toBe(404);
    // The right one still settles it.
    expect((await h.api().post('financial/payment/bfa-call-back', { userId: '1', refNum: ref, token: p.token })).statusCode).toBe(200);
    expect((await paymentOf(p.id)).finalStatus).toBe(true);
  });

  test('a call-back for a payment that does not exist answers 404, and one naming none 422', async () => {
    const res = await sep(sepBody({ id: 99999, amount: 100_000 }, '1'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('پرداختی با این توکن یا شماره یافت نشد؛ درخواست پذیرفته نشد');
    const none = await sep({ state: 'OK' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ Token: ['پرداختی با این توکن یا شماره یافت نشد؛ درخواست پذیرفته نشد'] });
  });

  test("a bank reference is accepted only for its payment: another payment's is refused", async () => {
    const a = await newPayment();
    const b = await newPayment();
    await pay(a);
    takenAtBank(b, '222222222222');
    const reused = await sep(sepBody(b, bankOf(a.id).reference));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errorMessage).toBe('شماره مرجع با تراکنشی که بانک برای این پرداخت ثبت کرده یکسان نیست؛ درخواست پذیرفته نشد');
    expect(entriesOf(b.id)).toBe(0);
    expect((await paymentOf(b.id)).paymentStatusId).toBe(1);
  });

  test('a payment the bank took for another amount is reversed, not credited', async () => {
    const before = await balance();
    const p = await newPayment(2_000_000);
    h.db
      .prepare('INSERT INTO bank_transactions (payment_id, paid, reference, amount, card_mask, created_at) VALUES (?, 1, ?, ?, NULL, ?)')
      .run(p.id, '333333333333', 200_000, h.clock.ms());
    const res = await sep(sepBody(p, '333333333333'));
    expect(res.json().message).toBe(
      `مبلغ پرداخت‌شده (${formatRial(200_000)}) با مبلغ پرداخت (${formatRial(2_000_000)}) یکسان نیست؛ تراکنش برگشت داده شد و مبلغ به کارت بازمی‌گردد`,
    );
    expect(await paymentOf(p.id)).toMatchObject({ paymentStatusId: 4, paymentStatus: 'برگشت‌خورده', finalStatus: false });
    expect(await balance()).toBe(before);
    expect(entriesOf(p.id)).toBe(0);
  });

  test('a payment not verified within 30 minutes expires and is never credited', async () => {
    const before = await balance();
    const p = await newPayment();
    const ref = takenAtBank(p);
    h.time.advance(29 * MINUTE_MS);
    expect((await paymentOf(p.id)).paymentStatusId).toBe(1);
    h.time.advance(MINUTE_MS);
    expect(await paymentOf(p.id)).toMatchObject({ paymentStatusId: 5, paymentStatus: 'منقضی' });
    const late = await sep(sepBody(p, ref));
    expect(late.json().message).toContain('منقضی شد');
    expect(await balance()).toBe(before);
    // Its bank page is closed too.
    expect((await h.api().get(p.location)).statusCode).toBe(409);
  });

  test('two concurrent call-backs for one payment credit it exactly once', async () => {
    const before = await balance();
    const p = await newPayment(4_000_000);
    const ref = takenAtBank(p);
    const answers = await Promise.all([sep(sepBody(p, ref)), sep(sepBody(p, ref))]);
    const messages = answers.map((r) => r.json().message);
    expect(messages).toHaveLength(2);
    expect(new Set(messages)).toEqual(
      new Set(['پرداخت تأیید شد و مبلغ آن به کیف پول افزوده شد', 'وضعیت این پرداخت پیش‌تر «موفق» ثبت شده است؛ این درخواست تکراری است و تغییری انجام نشد']),
    );
    expect(await balance()).toBe(before + 4_000_000);
    expect(entriesOf(p.id)).toBe(1);
  });

  test("another customer's payment is not found, and lists hold only one's own", async () => {
    const p = await newPayment();
    const res = await other.get(`financial/payment/get/${p.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('پرداخت یافت نشد');
    const mine = (await api.get('financial/payment/list')).json();
    expect(mine.map((x: { paymentStatusId: number }) => x.paymentStatusId)).toEqual([1, 5, 4, 3, 2]);
    expect((await other.get('financial/payment/list')).json().map((x: { id: number }) => x.id)).not.toContain(p.id);
    expect((await h.api().get('financial/payment/list')).statusCode).toBe(401);
  });

  test('the commissions list names each commission with the payment that earned it', async () => {
    expect((await api.get('financial/wallet-commission/list')).json()).toEqual([
      { id: expect.any(Number), totalPrice: 300_000, amount: 30_000, transactionDate: expect.any(String) },
    ]);
    expect((await other.get('financial/wallet-commission/list')).json()).toEqual([]);
  });
});

describe('invoices', () => {
  const unpaidId = (h: Harness, title: string) => h.db.prepare('SELECT id FROM invoices WHERE title = ?').pluck().get(title) as number;

  // What the ledger holds (the wallet's own answer is the wallet tests').
  const wallet = () => walletBalanceOf(h.db, 1);

  test('unpaid first; an invoice has its items, the seller and customer, and a 10% tax line', async () => {
    const list = (await api.get('financial/invoice/list')).json();
    expect(list.map((i: { invoiceStatusId: number; invoiceStatus: string }) => [i.invoiceStatusId, i.invoiceStatus])).toEqual([
      [UNPAID, 'پرداخت‌نشده'],
      [UNPAID, 'پرداخت‌نشده'],
      [PAID, 'پرداخت‌شده'],
    ]);
    const inv = (await api.get(`financial/invoice/get/${unpaidId(h, 'راه‌اندازی سرور اختصاصی metal-1')}`)).json();
    expect(inv).toMatchObject({
      netPrice: 2_250_000,
      discount: 0,
      totalPrice: 2_250_000,
      vat: 225_000,
      invoicePrice: 2_475_000,
      invoiceStatusId: UNPAID,
      sellerName: 'پرتال ابری',
      customerName: expect.any(String),
    });
    expect(inv.invoiceItems).toEqual([
      { product: expect.any(String), quantity: 1, unitPrice: 1_500_000, price: 1_500_000 },
      { product: expect.any(String), quantity: 3, unitPrice: 250_000, price: 750_000 },
    ]);
    expect((await api.get('financial/invoice/summary')).json()).toEqual({ totalPaid: 4_070_000, totalUnpaid: 530_475_000 });
    const unpaid = (await api.get('financial/invoice/unpaid')).json();
    expect(unpaid.map((i: { invoicePrice: number }) => i.invoicePrice).sort()).toEqual([2_475_000, 528_000_000]);
  });

  test('paying from the wallet (the id in the body) debits exactly the total, once', async () => {
    const id = unpaidId(h, 'راه‌اندازی سرور اختصاصی metal-1');
    const before = wallet();
    const res = await api.post('financial/invoice/pay', { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, location: null });
    expect((await api.get(`financial/invoice/get/${id}`)).json()).toMatchObject({ invoiceStatusId: PAID, invoiceStatus: 'پرداخت‌شده' });
    expect(wallet()).toBe(before - 2_475_000);
    const again = await api.post('financial/invoice/pay', { id });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toBe('این صورتحساب پیش‌تر پرداخت شده است');
    expect(wallet()).toBe(before - 2_475_000);
    const noId = await api.post('financial/invoice/pay', {});
    expect(noId.statusCode).toBe(422);
    expect(Object.keys(noId.json().errors)).toEqual(['Id']);
  });

  test('a wallet holding too little is refused with the shortfall', async () => {
    const id = unpaidId(h, 'اجاره سالانه رک کولوکیشن');
    const before = wallet();
    const res = await api.post('financial/invoice/pay', { id });
    expect(res.statusCode).toBe(422);
    const shortfall = 528_000_000 - before;
    expect(res.json()).toEqual({
      shortfall,
      errorMessage: `موجودی کیف پول برای پرداخت این صورتحساب کافی نیست؛ ${formatToman(shortfall)} (${formatRial(shortfall)}) کم دارید. ابتدا کیف پول را شارژ کنید.`,
      message: expect.any(String),
    });
    expect(wallet()).toBe(before);
    expect((await api.get(`financial/invoice/get/${id}`)).json().invoiceStatusId).toBe(UNPAID);
  });

  test('an invoice paid through the bank: a payment of its price credits the wallet, which then pays it; the balance ends where it was', async () => {
    const id = unpaidId(h, 'راه‌اندازی سرور اختصاصی metal-1');
    const before = await balance();
    const { invoicePrice } = (await api.get(`financial/invoice/get/${id}`)).json();
    const p = await newPayment(invoicePrice, PEC);
    await h.api().post(p.location, 'action=pay&card=5022291234567890&cvv2=1234&pin=99', form);
    expect((await paymentOf(p.id)).finalStatus).toBe(true);
    expect((await api.post('financial/invoice/pay', { id })).statusCode).toBe(200);
    expect((await api.get(`financial/invoice/get/${id}`)).json()).toMatchObject({ invoiceStatusId: PAID });
    expect(await balance()).toBe(before);
  });

  test("another customer's invoice is not found and cannot be paid", async () => {
    const id = unpaidId(h, 'راه‌اندازی سرور اختصاصی metal-1');
    expect((await other.get(`financial/invoice/get/${id}`)).statusCode).toBe(404);
    const pay = await other.post('financial/invoice/pay', { id });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().message).toBe('صورتحساب یافت نشد');
    expect((await api.get(`financial/invoice/get/${id}`)).json().invoiceStatusId).toBe(UNPAID);
  });
});

describe('vouchers', () => {
  const use = (voucherCode: unknown, client = api) => client.post('financial/voucher/use', { voucherCode });
  test('a code credits the wallet once per customer; used, expired and unknown codes are refused in Persian', async () => {
    const before = await balance();
    const first = await use('NOWRUZ1405');
    expect(first.statusCode).toBe(200);
    expect(await balance()).toBe(before + 1_000_000);
    // Again, in other letters: the same code, refused.
    const again = await use('nowruz1405');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ VoucherCode: ['این کد هدیه پیش‌تر برای حساب شما استفاده شده است و دوباره اعتبار نمی‌دهد'] });
    expect(await balance()).toBe(before + 1_000_000);
    expect((await api.get('financial/wallet/list')).json()[0]).toMatchObject({
      credit: 1_000_000,
      debit: 0,
      description: expect.stringContaining('NOWRUZ1405'),
    });
    // Another customer may still use it once.
    expect((await use('NOWRUZ1405', other)).statusCode).toBe(200);

    expect((await use('YALDA1403')).json().errors).toEqual({ VoucherCode: ['مهلت استفاده از این کد هدیه تمام شده است'] });
    expect((await use('NOSUCHCODE')).json().errors).toEqual({ VoucherCode: ['کد هدیه معتبر نیست؛ آن را همان‌طور که دریافت کرده‌اید وارد کنید'] });
    expect((await use(null)).json().errors).toEqual({ VoucherCode: ['وارد کردن کد هدیه الزامی است'] });
    expect(await balance()).toBe(before + 1_000_000);
  });

  test('two concurrent uses of one code credit once', async () => {
    const before = await balance();
    const answers = await Promise.all([use('NOWRUZ1405'), use('NOWRUZ1405')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await balance()).toBe(before + 1_000_000);
  });
});

describe('downloads', () => {
  test("payments and invoices download as CSV, only the customer's own", async () => {
    const payments = await api.get('financial/payment/list-download');
    expect(payments.headers['content-disposition']).toContain('payments.csv');
    const lines = payments.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFشماره,تاریخ (UTC),مبلغ (ریال),درگاه,وضعیت,شماره مرجع بانک,کارت');
    expect(lines).toHaveLength(5);
    expect(payments.body).toContain(',5000000,سامان (سپ),موفق,204718365521,603799******4321');
    expect(payments.body).not.toContain('509912734410');
    const invoices = (await api.get('financial/invoice/list-download')).body.split('\r\n').filter(Boolean);
    expect(invoices).toHaveLength(4);
    expect(invoices[3]).toMatch(/^1,پرداخت‌شده,.*,3700000,0,370000,4070000$/);
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
    await member.post('financial/payment/create', { amount: 200_000, paymentProviderId: SEP }),
    await member.post('financial/invoice/pay', { id: invoiceId }),
    await member.post('financial/voucher/use', { voucherCode: 'NOWRUZ1405' }),
  ])
    expect(res.statusCode).toBe(403);
  expect(await balance()).toBe(before);
  expect((await api.get(`financial/invoice/get/${invoiceId}`)).json().invoiceStatusId).toBe(UNPAID);
});
