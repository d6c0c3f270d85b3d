import { invoiceStatusId, REFERRAL_COMMISSION_PERCENT } from '@portal/contracts';
import { DEMO_CREDENTIALS } from '../../seed';
import { harness, type Client, type Harness } from '../../test/harness';
import { ledgerProblems } from './ledger-invariant';
import { walletBalanceOf } from './summary';

let h: Harness;
let api: Client;
let other: Client;
beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
  other = h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password));
});
afterEach(() => {
  expect(ledgerProblems(h.db)).toEqual([]);
  return h.close();
});

/** What the ledger holds (the wallet's own answer is the wallet tests'). */
const balance = (customerId = 1) => walletBalanceOf(h.db, customerId);
const otherId = () => h.db.prepare('SELECT customer_id FROM users WHERE email = ?').pluck().get(DEMO_CREDENTIALS.other.email) as number;
const commissions = () =>
  h.db.prepare("SELECT COALESCE(SUM(amount), 0) FROM wallet_entries WHERE customer_id = 1 AND kind = 'referralCommission'").pluck().get() as number;

describe('offers', () => {
  test('an offer is bought once from the wallet: an invoice of price + tax, paid, and the balance lower by exactly that', async () => {
    const offers = (await api.get('financial/offer/list')).json();
    const ssl = offers.find((o: { name: string }) => o.name.startsWith('گواهی SSL'));
    expect(ssl).toMatchObject({ amount: 1_650_000, freeAmount: 0, expireDate: expect.any(String) });
    const { id: _id, ...detail } = ssl;
    expect((await api.get(`financial/offer/get/${ssl.id}`)).json()).toEqual(detail);
    const before = balance();
    const invoices = (await api.get('financial/invoice/list')).json().length;
    const res = await api.post('financial/offer/pay', { offerId: ssl.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, location: null, phoneNumber: null, refId: null });
    expect(balance()).toBe(before - 1_650_000);
    expect(ledgerProblems(h.db)).toEqual([]);
    // its invoice, paid
    const list = (await api.get('financial/invoice/list')).json();
    expect(list).toHaveLength(invoices + 1);
    expect(
      list.find((i: { invoicePrice: number; invoiceStatusId: number }) => i.invoicePrice === 1_650_000 && i.invoiceStatusId === invoiceStatusId('paid')),
    ).toMatchObject({ netPrice: 1_500_000, vat: 150_000 });
    // bought: off the customer's list
    expect((await api.get('financial/offer/list')).json().map((o: { id: number }) => o.id)).not.toContain(ssl.id);

    const again = await api.post('financial/offer/pay', { offerId: ssl.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('این پیشنهاد را پیش‌تر خریده‌اید؛ هر پیشنهاد یک بار خریدنی است');
    expect(balance()).toBe(before - 1_650_000);
    // The other customer may still buy it.
    expect((await other.get('financial/offer/list')).json().map((o: { id: number }) => o.id)).toContain(ssl.id);
  });

  test('a wallet that holds too little refuses the offer with the shortfall, and nothing is written', async () => {
    const big = (await other.get('financial/offer/list')).json().find((o: { name: string }) => o.name.includes('نوروزی'));
    const before = balance(otherId());
    const invoices = h.db.prepare('SELECT COUNT(*) FROM invoices').pluck().get();
    const res = await other.post('financial/offer/pay', { offerId: big.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().shortfall).toBe(big.amount - before);
    expect(h.db.prepare('SELECT COUNT(*) FROM invoices').pluck().get()).toBe(invoices);
    expect((await other.get('financial/offer/list')).json().map((o: { id: number }) => o.id)).toContain(big.id);
  });

  test('unknown offers are not found; a missing offer id is refused on its field; the bank route is refused', async () => {
    expect((await api.get('financial/offer/get/9999')).statusCode).toBe(404);
    expect((await api.post('financial/offer/pay', { offerId: 9999 })).statusCode).toBe(404);
    const bad = await api.post('financial/offer/pay', {});
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['OfferId']);
    const offer = (await api.get('financial/offer/list')).json()[0];
    const before = balance();
    const byBank = await api.post('financial/offer/pay', { offerId: offer.id, paymentProviderId: 1 });
    expect(byBank.statusCode).toBe(422);
    expect(byBank.json().errors).toEqual({ PaymentProviderId: ['پیشنهادها از کیف پول خریده می‌شوند؛ درگاه را خالی بگذارید'] });
    expect(balance()).toBe(before);
  });
});

describe('referrals', () => {
  test('the share link and the referred customer (name partly hidden) with the commission percent', async () => {
    const ref = (await api.get('financial/referral/get')).json();
    expect(ref).toEqual({ id: expect.any(Number), referralCode: expect.stringMatching(/^REF/), referralLink: `/account/signup?referral=${ref.referralCode}` });
    const list = (await api.get(`financial/referral/list/${ref.id}`)).json();
    expect(list).toEqual([{ customer: expect.stringMatching(/…/), commissionPercent: REFERRAL_COMMISSION_PERCENT, joinDate: expect.any(String) }]);
    // Another customer's referral id is not found; theirs lists nobody.
    const theirs = (await other.get('financial/referral/get')).json();
    expect((await api.get(`financial/referral/list/${theirs.id}`)).statusCode).toBe(404);
    expect((await other.get(`financial/referral/list/${theirs.id}`)).json()).toEqual([]);
  });

  test("a referred customer's verified top-up earns the referrer the commission once, a replayed callback nothing more", async () => {
    const start = commissions();
    expect(start).toBe(30_000);
    const created = (await other.post('financial/payment/create', { amount: 2_000_000, paymentProviderId: 1 })).json();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await h.api().post(created.location, 'action=pay&card=6037-9912-3456-7890&cvv2=123&month=12&year=09&pin=123456', form);
    expect(commissions()).toBe(start + 200_000);
    // The gateway's call-back posted again for the same payment earns nothing more.
    const paid = h.db
      .prepare('SELECT p.id, b.reference FROM payments p JOIN bank_transactions b ON b.payment_id = p.id WHERE p.token = ?')
      .get(created.refId) as { id: number; reference: string };
    const replay = {
      TerminalId: 13000001,
      state: 'OK',
      status: 2,
      RRN: paid.reference,
      refNum: paid.reference,
      resNum: paid.id,
      traceNo: null,
      amount: 2_000_000,
      wage: null,
      securePan: '603799******1234',
      hashedCardNumber: null,
    };
    await h.api().post('financial/payment/sep-call-back', replay);
    expect(commissions()).toBe(start + 200_000);
    expect(ledgerProblems(h.db)).toEqual([]);
  });
});
