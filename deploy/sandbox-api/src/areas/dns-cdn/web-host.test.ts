import { projectId, signedInProject, withProject } from '../../test/harness';
import { service } from '../../test/provider-status';

const t = signedInProject();
const valid = { domainName: 'my-blog.ir', productBundleId: 8001 };
const hostOf = (p: typeof t, domain: string) => p.h.db.prepare('SELECT * FROM web_hosts WHERE domain = ?').get(domain) as Record<string, unknown>;
const charged = (p: typeof t, id: number) =>
  p.h.db.prepare("SELECT COALESCE(SUM(amount), 0) FROM charges WHERE resource_kind = 'web-host' AND resource_id = ?").pluck().get(id) as number;

describe('web hosts', () => {
  test('the web catalogue lists the hosting plans: id, name, monthly price and web space (quantity, GB)', async () => {
    const bundles = (await t.api.get('portal/product-bundle/web-list')).json();
    expect(bundles.map((b: { id: number }) => b.id)).toEqual([8001, 8002, 8003, 8004]);
    expect(bundles[0]).toEqual({ id: 8001, name: 'هاست وب پایه', price: 1_440_000, quantity: 5 });
  });

  test('check-domain: format, a domain that already has a web host; a free one (IDN too) answers 200 with a message only', async () => {
    const url = `dns-cdn/${t.pid}/web-host/check-domain`;
    expect((await t.api.post(url, {})).json().errors.DomainName).toEqual(['وارد کردن دامنه الزامی است']);
    expect((await t.api.post(url, { domainName: 'no_dot' })).json().errors.DomainName).toEqual(['نام دامنه معتبر نیست (مانند example.ir)']);
    expect((await t.api.post(url, { domainName: 'blog.shop-demo.ir' })).json().errors.DomainName).toEqual(['برای این دامنه پیش‌تر هاست وب ساخته شده است']);
    const free = await t.api.post(url, { domainName: 'ایران.ir' });
    expect(free.statusCode).toBe(200);
    expect(Object.keys(free.json())).toEqual(['message']);
  });

  test('create refuses every bad field in one 422 (a bundle of another catalogue too) and writes nothing', async () => {
    const res = await t.api.post(`dns-cdn/${t.pid}/web-host/create`, { domainName: 'bad domain', productBundleId: 201 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['DomainName', 'ProductBundleId']);
    expect((await t.api.get(`dns-cdn/${t.pid}/web-host/list`)).json()).toEqual([]);
  });

  test('create: creating, then active and billed hourly at its plan; edit changes the plan through updating; delete', async () => {
    await withProject({ delays: { provisionMs: 60_000 } }, async (p) => {
      expect(Object.keys((await p.api.post(`dns-cdn/${p.pid}/web-host/create`, valid)).json())).toEqual(['message']);
      const id = hostOf(p, 'my-blog.ir').id as number;
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/get/${id}`)).json()).toEqual({
        id,
        datacenter: expect.any(String),
        domainName: 'my-blog.ir',
        ...service('waiting'),
        createDate: expect.any(String),
        expireDate: null,
      });
      expect(hostOf(p, 'my-blog.ir')).toMatchObject({ disk_size: 5, bandwidth: 50, php_version: '8.3', panel_user: 'myblog', hourly_price: 2000 });
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/get-login-session/${id}`)).json().errorMessage).toBe('ورود به کنترل پنل فقط برای هاست فعال ممکن است');
      expect((await p.api.put(`dns-cdn/${p.pid}/web-host/edit/${id}`, { productBundleId: 8002 })).statusCode).toBe(422);
      p.h.time.advance(61_000);
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/get/${id}`)).json()).toMatchObject(service('active'));
      p.h.time.advance(2 * 3_600_000);
      p.h.chargeHourly();
      expect(charged(p, id)).toBe(2 * 2000);

      expect(Object.keys((await p.api.put(`dns-cdn/${p.pid}/web-host/edit/${id}`, { productBundleId: 401 })).json().errors)).toEqual(['ProductBundleId']);
      expect((await p.api.put(`dns-cdn/${p.pid}/web-host/edit/${id}`, { productBundleId: 8003 })).statusCode).toBe(200);
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/get/${id}`)).json()).toMatchObject(service('waiting'));
      expect(hostOf(p, 'my-blog.ir')).toMatchObject({ product_bundle_id: 8003, disk_size: 50, hourly_price: 8000 });
      p.h.time.advance(61_000);
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/list`)).json()).toEqual([expect.objectContaining({ id, ...service('active') })]);

      expect((await p.api.del(`dns-cdn/${p.pid}/web-host/delete/${id}`)).statusCode).toBe(200);
      p.h.time.advance(61_000);
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/list`)).json()).toEqual([]);
      // Deleted, the domain is free again.
      expect((await p.api.post(`dns-cdn/${p.pid}/web-host/check-domain`, { domainName: 'my-blog.ir' })).statusCode).toBe(200);
    });
  });

  test('a login link on the sandbox origin opens the control panel once; a second visit, an unknown token and an expired link answer 410', async () => {
    await t.api.post(`dns-cdn/${t.pid}/web-host/create`, valid);
    const id = hostOf(t, 'my-blog.ir').id as number;
    const session = (await t.api.get(`dns-cdn/${t.pid}/web-host/get-login-session/${id}`)).json();
    expect(Object.keys(session)).toEqual(['location']);
    expect(session.location).toMatch(/^https?:\/\/[^/]+\/api\/sandbox\/web-host-panel\?token=[\w-]{20,}$/);
    const url = new URL(session.location).pathname + new URL(session.location).search;
    const panel = await t.h.app.inject({ method: 'GET', url });
    expect(panel.statusCode).toBe(200);
    expect(panel.headers['content-type']).toContain('text/html');
    expect(panel.body).toContain('کنترل پنل هاست my-blog.ir');
    expect(panel.body).toContain('با کاربر myblog وارد شده‌اید.');
    const again = await t.h.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('این پیوند ورود پیش‌تر استفاده شده یا منقضی شده است');
    expect((await t.h.app.inject({ method: 'GET', url: '/api/sandbox/web-host-panel?token=made-up' })).statusCode).toBe(410);
    const late = new URL((await t.api.get(`dns-cdn/${t.pid}/web-host/get-login-session/${id}`)).json().location);
    t.h.time.advance(5 * 60_000 + 1);
    expect((await t.h.app.inject({ method: 'GET', url: late.pathname + late.search })).statusCode).toBe(410);
  });

  test('another customer gets 404 on every call naming a web host, and cannot create in the project', async () => {
    await t.api.post(`dns-cdn/${t.pid}/web-host/create`, valid);
    const host = hostOf(t, 'my-blog.ir');
    expect((await t.other.get(`dns-cdn/${t.pid}/web-host/get/${host.id}`)).statusCode).toBe(404);
    expect((await t.other.get(`dns-cdn/${t.pid}/web-host/get-login-session/${host.id}`)).statusCode).toBe(404);
    expect((await t.other.put(`dns-cdn/${t.pid}/web-host/edit/${host.id}`, { productBundleId: 8002 })).statusCode).toBe(404);
    expect((await t.other.del(`dns-cdn/${t.pid}/web-host/delete/${host.id}`)).statusCode).toBe(404);
    expect((await t.other.post(`dns-cdn/${t.pid}/web-host/create`, { ...valid, domainName: 'other.ir' })).statusCode).toBe(404);
    expect((await t.api.get(`dns-cdn/${t.pid}/web-host/get/${host.id}`)).json()).toMatchObject(service('active'));
  });

  test('the demo project has an active web host', async () => {
    const list = (await t.api.get(`dns-cdn/${projectId(t.h, 'پروژه اصلی')}/web-host/list`)).json();
    expect(list).toEqual([expect.objectContaining({ domainName: 'blog.shop-demo.ir', ...service('active'), expireDate: null })]);
  });
});
