import { projectId, signedInProject } from '../test/harness';

const t = signedInProject();
const contact = { name: 'مالک دامنه', email: 'owner@example.com', phoneNumber: '09121112233', address: 'تهران، خیابان انقلاب' };
const valid = { name: 'my-shop.ir', years: 2, nameservers: ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'], contact, term: true };

describe('domains', () => {
  test('check: format, someone else’s name, one already registered; IDN in Punycode with its yearly price', async () => {
    const url = `dns-cdn/${t.pid}/domain/check-domain`;
    expect((await t.api.post(url, { name: 'bad_name.ir' })).json().errors.Name).toEqual(['نام دامنه معتبر نیست (مانند example.ir)']);
    expect((await t.api.post(url, { name: 'taken-name.ir' })).json().errors.Name).toEqual(['این دامنه پیش‌تر ثبت شده است و آزاد نیست']);
    expect((await t.api.post(url, { name: 'shop-demo.ir' })).json().errors.Name).toEqual(['این دامنه را پیش‌تر ثبت کرده‌اید']);
    expect((await t.api.post(url, { name: 'ایران.ir' })).json()).toEqual({ name: 'xn--mgba3a4f16a.ir', available: true, pricePerYear: 1_200_000 });
  });

  test('register refuses every bad field in one 422 and writes nothing', async () => {
    const res = await t.api.post(`dns-cdn/${t.pid}/domain/register`, { name: 'x', years: 11, nameservers: ['ns1.a.ir'], contact: { email: 'no' }, term: false });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['Contact.Address', 'Contact.Email', 'Contact.Name', 'Contact.PhoneNumber', 'Name', 'Nameservers', 'Term', 'Years']);
    expect(res.json().errors.Term).toEqual(['برای ثبت دامنه باید شرایط ثبت را بپذیرید']);
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/list`)).json()).toEqual([]);
  });

  test('register: creating, then active; nameservers and contact change; verification resent; delete; other customers get 404', async () => {
    const created = (await t.api.post(`dns-cdn/${t.pid}/domain/register`, valid)).json();
    expect(created).toMatchObject({ name: 'my-shop.ir', status: 'creating', years: 2, pricePerYear: 1_200_000, contactVerified: false });
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/get-status/${created.id}`)).json()).toEqual({ status: 'active', contactVerified: false });
    const ns = await t.api.put(`dns-cdn/${t.pid}/domain/change-ns/${created.id}`, { nameservers: ['ns1.other.ir', 'ns1.other.ir'] });
    expect(ns.json().errors).toEqual({ Nameservers: ['سرور نام تکراری است'] });
    expect((await t.api.put(`dns-cdn/${t.pid}/domain/change-ns/${created.id}`, { nameservers: ['ns1.other.ir', 'ns2.other.ir', 'ns3.other.ir'] })).json().nameservers).toHaveLength(3);
    const sent = (await t.api.post(`dns-cdn/${t.pid}/domain/resend-verification/${created.id}`)).json();
    expect(sent.verificationSentAt).not.toBeNull();
    const changed = (await t.api.put(`dns-cdn/${t.pid}/domain/change-contact/${created.id}`, { contact: { ...contact, email: 'new@example.com' } })).json();
    expect(changed).toMatchObject({ contact: { email: 'new@example.com' }, contactVerified: false, verificationSentAt: null });
    expect((await t.other.get(`dns-cdn/${t.pid}/domain/get/${created.id}`)).statusCode).toBe(404);
    expect((await t.other.del(`dns-cdn/${t.pid}/domain/delete/${created.id}`)).statusCode).toBe(404);
    expect((await t.api.del(`dns-cdn/${t.pid}/domain/delete/${created.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/list`)).json()).toEqual([]);
  });

  test('the demo has a registered domain; the seeded owner’s e-mail is verified', async () => {
    const list = (await t.api.get(`dns-cdn/${projectId(t.h, 'پروژه اصلی')}/domain/list`)).json();
    expect(list).toEqual([expect.objectContaining({ name: 'shop-demo.ir', status: 'active', contactVerified: true })]);
    expect((await t.api.post(`dns-cdn/${projectId(t.h, 'پروژه اصلی')}/domain/resend-verification/${list[0].id}`)).json().errorMessage).toBe('ایمیل مالک دامنه پیش‌تر تأیید شده است');
  });
});
