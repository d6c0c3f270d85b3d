import { REFERRAL_COMMISSION_PERCENT } from '@portal/contracts';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Client, type Harness } from '../test/harness';
import { ledgerProblems } from './ledger-invariant';

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

const balance = async (client = api) => (await client.get('financial/wallet/get-balance')).json().balance as number;

describe('offers', () => {
  test('an offer is bought once from the wallet: an invoice of price + tax, paid, and the balance lower by exactly that', async () => {
    const offers = (await api.get('financial/offer/list')).json();
    const ssl = offers.find((o: { title: string }) => o.title.startsWith('گواهی SSL'));
    expect(ssl).toMatchObject({ price: 1_500_000, taxPercent: 10, total: 1_650_000, paidAt: null, invoiceId: null });
    expect((await api.get(`financial/offer/get/${ssl.id}`)).json()).toEqual(ssl);
    const before = await balance();
    const res = await api.post('financial/offer/pay', { offerId: ssl.id });
    expect(res.statusCode).toBe(200);
    const bought = res.json();
    expect(bought.paidAt).not.toBeNull();
    expect(await balance()).toBe(before - 1_650_000);
    expect(ledgerProblems(h.db)).toEqual([]);
    const invoice = (await api.get(`financial/invoice/get/${bought.invoiceId}`)).json();
    expect(invoice).toMatchObject({ state: 'paid', paidBy: 'wallet', subtotal: 1_500_000, tax: 150_000, total: 1_650_000 });

    const again = await api.post('financial/offer/pay', { offerId: ssl.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('این پیشنهاد را پیش‌تر خریده‌اید؛ هر پیشنهاد یک بار خریدنی است');
    expect(await balance()).toBe(before - 1_650_000);
    // The other customer may still buy it.
    expect((await other.get(`financial/offer/get/${ssl.id}`)).json().paidAt).toBeNull();
  });

  test('a wallet that holds too little refuses the offer with the shortfall, and nothing is written', async () => {
    const big = (await other.get('financial/offer/list')).json().find((o: { title: string }) => o.title.includes('نوروزی'));
    const before = await balance(other);
    const invoices = h.db.prepare('SELECT COUNT(*) FROM invoices').pluck().get();
    const res = await other.post('financial/offer/pay', { offerId: big.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().shortfall).toBe(big.total - before);
    expect(h.db.prepare('SELECT COUNT(*) FROM invoices').pluck().get()).toBe(invoices);
    expect((await other.get(`financial/offer/get/${big.id}`)).json().paidAt).toBeNull();
  });

  test('unknown offers are not found; a missing offer id is refused on its field', async () => {
    expect((await api.get('financial/offer/get/9999')).statusCode).toBe(404);
    expect((await api.post('financial/offer/pay', { offerId: 9999 })).statusCode).toBe(404);
    const bad = await api.post('financial/offer/pay', {});
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['OfferId']);
  });
});

describe('referrals', () => {
  test('the share link, the referred customer (name partly hidden) and the commission earned from its seeded top-up', async () => {
    const ref = (await api.get('financial/referral/get')).json();
    expect(ref.link).toBe(`/account/signup?referral=${ref.code}`);
    expect(ref).toMatchObject({ commissionPercent: REFERRAL_COMMISSION_PERCENT, referredCount: 1, commissionTotal: 30_000 });
    const list = (await api.get(`financial/referral/list/${ref.id}`)).json();
    expect(list).toHaveLength(1);
    expect(list[0].commission).toBe(30_000);
    expect(list[0].name).toMatch(/…/);
    const entries = (await api.get('financial/wallet-commission/list')).json();
    expect(entries).toEqual([expect.objectContaining({ type: 'referralCommission', amount: 30_000 })]);
    // Another customer's referral id is not found.
    const theirs = (await other.get('financial/referral/get')).json();
    expect((await api.get(`financial/referral/list/${theirs.id}`)).statusCode).toBe(404);
    expect(theirs).toMatchObject({ referredCount: 0, commissionTotal: 0 });
  });

  test("a referred customer's verified top-up earns the referrer the commission once, a replayed callback nothing more", async () => {
    const start = (await api.get('financial/referral/get')).json().commissionTotal as number;
    const { payment, redirectUrl } = (await other.post('financial/payment/create', { amount: 2_000_000, providerId: 'sep' })).json();
    const body = { Token: redirectUrl.split('/').pop(), ResNum: payment.id, State: 'OK', RefNum: `8800${payment.id}77`, Amount: 2_000_000, SecurePan: '603799******1234' };
    expect((await h.api().post('financial/payment/sep-call-back', body)).json()).toMatchObject({ state: 'verified', changed: true });
    expect((await h.api().post('financial/payment/sep-call-back', body)).json()).toMatchObject({ changed: false });
    expect((await api.get('financial/referral/get')).json().commissionTotal).toBe(start + 200_000);
    expect(ledgerProblems(h.db)).toEqual([]);
  });
});
