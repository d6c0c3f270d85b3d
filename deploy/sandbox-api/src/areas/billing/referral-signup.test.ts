import { peekCaptcha } from '../../index';
import { harness, type Harness } from '../../test/harness';

// Sign-up through a referral link (/account/signup?referral=CODE): the code travels with
// auth/register; an unknown one is refused on its field; the confirmed customer is the referrer's.

let h: Harness;
let sent: Array<[string, string, string]>;
beforeEach(() => {
  sent = [];
  h = harness({ logCodes: (kind, to, code) => sent.push([kind, to, code]) });
});
afterEach(() => h.close());

async function captcha() {
  const { captchaKey } = (await h.api().get('auth/captcha')).json();
  return { captchaKey: captchaKey as string, captchaCode: peekCaptcha(h, captchaKey)! };
}
const body = { firstName: 'سارا', lastName: 'کریمی', email: 'sara@example.com', password: 'Strong#Pass1' };

/** The demo's referral and how many it referred (referral/list). */
async function demoReferral() {
  const demo = h.api(await h.login());
  const ref = (await demo.get('financial/referral/get')).json() as { id: number; referralCode: string };
  const referred = (await demo.get(`financial/referral/list/${ref.id}`)).json() as unknown[];
  return { id: ref.id, code: ref.referralCode, referredCount: referred.length };
}

test('a sign-up with the demo’s code becomes one of the demo’s referred customers once confirmed', async () => {
  const before = await demoReferral();
  const res = await h.api().post('auth/register', { ...body, referralCode: before.code.toLowerCase(), ...(await captcha()) });
  expect(res.statusCode).toBe(200);
  // nothing is linked before the e-mailed code creates the account
  expect((await demoReferral()).referredCount).toBe(before.referredCount);
  const code = sent.find(([, to]) => to === body.email)![2];
  const confirmed = await h.api().post('auth/register-confirm', { email: body.email, confirmCode: code });
  expect(confirmed.statusCode).toBe(200);
  const after = await demoReferral();
  expect(after.referredCount).toBe(before.referredCount + 1);
  const demo = h.api(await h.login());
  const referred = (await demo.get(`financial/referral/list/${after.id}`)).json() as Array<{ customer: string }>;
  expect(referred[0]!.customer).toMatch(/^سا/);
  expect(referred[0]!.customer).not.toBe('سارا کریمی');
});

test('an unknown code is a 422 on its field, with nothing sent and nothing pending', async () => {
  const res = await h.api().post('auth/register', { ...body, referralCode: 'REFNOSUCH', ...(await captcha()) });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ ReferralCode: ['کد معرفی معتبر نیست؛ پیوند معرفی را دوباره باز کنید یا این کد را پاک کنید'] });
  expect(sent).toHaveLength(0);
  expect(h.db.prepare('SELECT COUNT(*) FROM pending_signups').pluck().get()).toBe(0);
  // a malformed code is refused by the contract's rule, in Persian, with the other fields' refusals
  const short = await h.api().post('auth/register', { ...body, firstName: '', referralCode: 'ab', ...(await captcha()) });
  expect(Object.keys(short.json().errors).sort()).toEqual(['FirstName', 'ReferralCode']);
  expect(short.json().errors.ReferralCode[0]).toMatch(/کد معرفی/);
});

test('without a code (or an empty one) sign-up links nobody', async () => {
  const before = await demoReferral();
  expect((await h.api().post('auth/register', { ...body, referralCode: '', ...(await captcha()) })).statusCode).toBe(200);
  const code = sent.find(([, to]) => to === body.email)![2];
  expect((await h.api().post('auth/register-confirm', { email: body.email, confirmCode: code })).statusCode).toBe(200);
  expect((await demoReferral()).referredCount).toBe(before.referredCount);
  expect(
    h.db.prepare('SELECT COUNT(*) FROM referred_customers rc JOIN users u ON u.customer_id = rc.customer_id WHERE u.email = ?').pluck().get(body.email),
  ).toBe(0);
});
