import { DOMAIN_PRODUCT_ID } from '@portal/contracts';
import { service } from '../../test/provider-status';
import { projectId, signedInProject } from '../../test/harness';

const t = signedInProject();
const contact = {
  name: 'مالک دامنه',
  email: 'owner@example.com',
  voice: '09121112233',
  country: 'IR',
  province: 'تهران',
  city: 'تهران',
  street: 'تهران، خیابان انقلاب',
  postalCode: '1234567890',
  fax: null,
};
const valid = {
  domainName: 'my-shop',
  ext: 'ir',
  productId: DOMAIN_PRODUCT_ID,
  ...contact,
  authCode: null,
  ns1: 'ns1.sandbox-cdn.ir',
  ns2: 'ns2.sandbox-cdn.ir',
  autoRenewal: true,
};
const rowOf = (name: string) => t.h.db.prepare('SELECT * FROM domains WHERE name = ?').get(name) as Record<string, unknown>;

describe('domains', () => {
  test("the extensions on sale are the domain product's items, priced per year", async () => {
    const items = (await t.api.get(`portal/product-item/list/${DOMAIN_PRODUCT_ID}`)).json();
    expect(items).toContainEqual({ id: 9001, name: 'ir', price: 1_200_000, unit: 'سال' });
    expect(items.map((i: { name: string }) => i.name)).toEqual(['ir', 'ایران', 'com', 'net', 'org']);
  });

  test('check: format, an unknown extension, someone else’s name, one already registered; a free IDN answers a message only', async () => {
    const url = `dns-cdn/${t.pid}/domain/check-domain`;
    expect((await t.api.post(url, { domainName: 'bad_name', ext: 'ir' })).json().errors.DomainName).toEqual(['نام دامنه معتبر نیست (مانند example.ir)']);
    expect((await t.api.post(url, { domainName: 'a.b', ext: 'ir' })).json().errors.DomainName).toEqual(['نام دامنه معتبر نیست (مانند example.ir)']);
    expect((await t.api.post(url, { domainName: 'shop', ext: 'xyz' })).json().errors).toEqual({ Ext: ['این پسوند دامنه پشتیبانی نمی‌شود'] });
    expect((await t.api.post(url, { domainName: 'taken-name', ext: 'ir' })).json().errors.DomainName).toEqual(['این دامنه پیش‌تر ثبت شده است و آزاد نیست']);
    expect((await t.api.post(url, { domainName: 'shop-demo', ext: 'ir' })).json().errors.DomainName).toEqual(['این دامنه را پیش‌تر ثبت کرده‌اید']);
    const free = await t.api.post(url, { domainName: 'ایران', ext: 'ایران' });
    expect(free.statusCode).toBe(200);
    expect(Object.keys(free.json())).toEqual(['message']);
  });

  test('register refuses every bad field in one 422 and writes nothing', async () => {
    const res = await t.api.post(`dns-cdn/${t.pid}/domain/register`, {
      domainName: 'bad_name',
      ext: 'ir',
      productId: 1,
      email: 'no',
      ns1: 'ns1.a.ir',
      ns2: 'ns1.a.ir',
      postalCode: '12',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['DomainName', 'Email', 'Name', 'Ns2', 'PostalCode', 'ProductId', 'Street', 'Voice']);
    expect(res.json().errors.Ns2).toEqual(['سرور نام تکراری است']);
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/list`)).json()).toEqual([]);
  });

  test('register: creating, then active; nameservers and contact change; verification resent; delete; other customers get 404', async () => {
    const res = await t.api.post(`dns-cdn/${t.pid}/domain/register`, valid);
    expect(Object.keys(res.json())).toEqual(['message']);
    const { id } = rowOf('my-shop.ir') as { id: number };
    expect(rowOf('my-shop.ir')).toMatchObject({ price_per_year: 1_200_000, hourly_price: 137, auto_renewal: 1, contact_verified: 0 });
    const got = (await t.api.get(`dns-cdn/${t.pid}/domain/get/${id}`)).json();
    expect(got).toEqual({
      id,
      domainName: 'my-shop.ir',
      ...service('active'),
      type: 'ثبت',
      createDate: expect.any(String),
      name: 'مالک دامنه',
      organization: null,
      country: 'IR',
      province: 'تهران',
      city: 'تهران',
      street: 'تهران، خیابان انقلاب',
      postalCode: '1234567890',
      voice: '09121112233',
      fax: null,
      email: 'owner@example.com',
      autoRenewal: true,
      isPremium: false,
      ns1: 'ns1.sandbox-cdn.ir',
      ns2: 'ns2.sandbox-cdn.ir',
      expireDate: expect.any(String),
    });
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/get-status/${id}`)).json()).toEqual({ statusId: 2 });
    expect((await t.api.put(`dns-cdn/${t.pid}/domain/change-ns/${id}`, { ns1: 'ns1.other.ir', ns2: 'bad host' })).json().errors).toEqual({
      Ns2: [expect.any(String)],
    });
    expect((await t.api.put(`dns-cdn/${t.pid}/domain/change-ns/${id}`, { ns1: 'ns1.other.ir', ns2: 'ns2.other.ir' })).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/list`)).json()).toEqual([
      expect.objectContaining({ id, ns1: 'ns1.other.ir', ns2: 'ns2.other.ir', type: 'ثبت' }),
    ]);
    expect((await t.api.post(`dns-cdn/${t.pid}/domain/resend-verification/${id}`)).statusCode).toBe(200);
    expect(rowOf('my-shop.ir').verification_sent_at).not.toBeNull();
    expect((await t.api.put(`dns-cdn/${t.pid}/domain/change-contact/${id}`, { ...contact, email: 'new@example.com' })).statusCode).toBe(200);
    expect(rowOf('my-shop.ir')).toMatchObject({ contact_verified: 0, verification_sent_at: null });
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/get/${id}`)).json().email).toBe('new@example.com');
    expect((await t.other.get(`dns-cdn/${t.pid}/domain/get/${id}`)).statusCode).toBe(404);
    expect((await t.other.del(`dns-cdn/${t.pid}/domain/delete/${id}`)).statusCode).toBe(404);
    expect((await t.api.del(`dns-cdn/${t.pid}/domain/delete/${id}`)).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/list`)).json()).toEqual([]);
  });

  test('a transfer (with an auth code) is listed as one', async () => {
    expect((await t.api.post(`dns-cdn/${t.pid}/domain/register`, { ...valid, domainName: 'moved', ext: 'com', authCode: 'EPP-1234' })).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/domain/list`)).json()).toEqual([expect.objectContaining({ domainName: 'moved.com', type: 'انتقال' })]);
  });

  test('the demo has a registered domain; the seeded owner’s e-mail is verified', async () => {
    const list = (await t.api.get(`dns-cdn/${projectId(t.h, 'پروژه اصلی')}/domain/list`)).json();
    expect(list).toEqual([expect.objectContaining({ domainName: 'shop-demo.ir', ...service('active'), ns1: 'ns1.sandbox-cdn.ir' })]);
    expect((await t.api.post(`dns-cdn/${projectId(t.h, 'پروژه اصلی')}/domain/resend-verification/${list[0].id}`)).json().errorMessage).toBe(
      'ایمیل مالک دامنه پیش‌تر تأیید شده است',
    );
  });
});
