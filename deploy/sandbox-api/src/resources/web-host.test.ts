import { projectId, signedInProject, withProject } from '../test/harness';

const t = signedInProject();
const valid = { domain: 'my-blog.ir', productBundleId: 8001, phpVersion: '8.3' };
const charged = (p: typeof t, id: number) =>
  p.h.db.prepare("SELECT COALESCE(SUM(amount), 0) FROM charges WHERE resource_kind = 'web-host' AND resource_id = ?").pluck().get(id) as number;

describe('web hosts', () => {
  test('the web catalogue lists the hosting plans with monthly and hourly prices', async () => {
    const bundles = (await t.api.get('portal/product-bundle/web/list')).json();
    expect(bundles.map((b: { id: number }) => b.id)).toEqual([8001, 8002, 8003, 8004]);
    expect(bundles[0]).toMatchObject({ name: 'هاست وب پایه', price: 1_440_000, hourlyPrice: 2000, disk: 5, bandwidth: 50 });
  });

  test('check-domain: format, a domain that already has a web host; IDN answered in Punycode', async () => {
    const url = `dns-cdn/${t.pid}/web-host/check-domain`;
    expect((await t.api.post(url, {})).json().errors.Domain).toEqual(['وارد کردن دامنه الزامی است']);
    expect((await t.api.post(url, { domain: 'no_dot' })).json().errors.Domain).toEqual(['نام دامنه معتبر نیست (مانند example.ir)']);
    expect((await t.api.post(url, { domain: 'blog.shop-demo.ir' })).json().errors.Domain).toEqual(['برای این دامنه پیش‌تر هاست وب ساخته شده است']);
    expect((await t.api.post(url, { domain: 'ایران.ir' })).json()).toEqual({ domain: 'xn--mgba3a4f16a.ir', available: true });
  });

  test('create refuses every bad field in one 422 (a bundle of another catalogue too) and writes nothing', async () => {
    const res = await t.api.post(`dns-cdn/${t.pid}/web-host/create`, { domain: 'bad domain', productBundleId: 201, phpVersion: '5.6' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['Domain', 'PhpVersion', 'ProductBundleId']);
    expect((await t.api.get(`dns-cdn/${t.pid}/web-host/list`)).json()).toEqual([]);
  });

  test('create: creating, then active and billed hourly at its plan; edit changes plan and PHP through updating; delete', async () => {
    await withProject({ delays: { provisionMs: 60_000 } }, async (p) => {
      const created = (await p.api.post(`dns-cdn/${p.pid}/web-host/create`, valid)).json();
      expect(created).toMatchObject({ domain: 'my-blog.ir', status: 'creating', bundleName: 'هاست وب پایه', diskSize: 5, bandwidth: 50, phpVersion: '8.3', panelUser: 'myblog', hourlyPrice: 2000 });
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/get-login-session/${created.id}`)).json().errorMessage).toBe('ورود به کنترل پنل فقط برای هاست فعال ممکن است');
      expect((await p.api.put(`dns-cdn/${p.pid}/web-host/edit/${created.id}`, { productBundleId: 8002, phpVersion: '8.2' })).statusCode).toBe(422);
      p.h.time.advance(61_000);
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/get/${created.id}`)).json().status).toBe('active');
      p.h.time.advance(2 * 3_600_000);
      p.h.chargeHourly();
      expect(charged(p, created.id)).toBe(2 * 2000);

      const badEdit = await p.api.put(`dns-cdn/${p.pid}/web-host/edit/${created.id}`, { productBundleId: 401, phpVersion: '7' });
      expect(Object.keys(badEdit.json().errors).sort()).toEqual(['PhpVersion', 'ProductBundleId']);
      const editing = (await p.api.put(`dns-cdn/${p.pid}/web-host/edit/${created.id}`, { productBundleId: 8003, phpVersion: '8.2' })).json();
      expect(editing).toMatchObject({ status: 'updating', productBundleId: 8003, diskSize: 50, phpVersion: '8.2', hourlyPrice: 8000 });
      p.h.time.advance(61_000);
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/list`)).json()).toEqual([expect.objectContaining({ id: created.id, status: 'active', bundleName: 'هاست وب حرفه‌ای' })]);

      expect((await p.api.del(`dns-cdn/${p.pid}/web-host/delete/${created.id}`)).statusCode).toBe(200);
      p.h.time.advance(61_000);
      expect((await p.api.get(`dns-cdn/${p.pid}/web-host/list`)).json()).toEqual([]);
      // Deleted, the domain is free again.
      expect((await p.api.post(`dns-cdn/${p.pid}/web-host/check-domain`, { domain: 'my-blog.ir' })).json().available).toBe(true);
    });
  });

  test('a login link opens the control panel once; a second visit, an unknown token and an expired link answer 410', async () => {
    const host = (await t.api.post(`dns-cdn/${t.pid}/web-host/create`, valid)).json();
    const session = (await t.api.get(`dns-cdn/${t.pid}/web-host/get-login-session/${host.id}`)).json();
    expect(session.url).toMatch(/^\/api\/my\/dns-cdn\/web-host\/panel\?token=[\w-]{20,}$/);
    const panel = await t.h.app.inject({ method: 'GET', url: session.url });
    expect(panel.statusCode).toBe(200);
    expect(panel.headers['content-type']).toContain('text/html');
    expect(panel.body).toContain('کنترل پنل هاست my-blog.ir');
    expect(panel.body).toContain('با کاربر myblog وارد شده‌اید.');
    const again = await t.h.app.inject({ method: 'GET', url: session.url });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('این پیوند ورود پیش‌تر استفاده شده یا منقضی شده است');
    expect((await t.h.app.inject({ method: 'GET', url: '/api/my/dns-cdn/web-host/panel?token=made-up' })).statusCode).toBe(410);
    const late = (await t.api.get(`dns-cdn/${t.pid}/web-host/get-login-session/${host.id}`)).json();
    t.h.time.advance(5 * 60_000 + 1);
    expect((await t.h.app.inject({ method: 'GET', url: late.url })).statusCode).toBe(410);
  });

  test('another customer gets 404 on every call naming a web host, and cannot create in the project', async () => {
    const host = (await t.api.post(`dns-cdn/${t.pid}/web-host/create`, valid)).json();
    expect((await t.other.get(`dns-cdn/${t.pid}/web-host/get/${host.id}`)).statusCode).toBe(404);
    expect((await t.other.get(`dns-cdn/${t.pid}/web-host/get-login-session/${host.id}`)).statusCode).toBe(404);
    expect((await t.other.put(`dns-cdn/${t.pid}/web-host/edit/${host.id}`, { productBundleId: 8002, phpVersion: '8.2' })).statusCode).toBe(404);
    expect((await t.other.del(`dns-cdn/${t.pid}/web-host/delete/${host.id}`)).statusCode).toBe(404);
    expect((await t.other.post(`dns-cdn/${t.pid}/web-host/create`, { ...valid, domain: 'other.ir' })).statusCode).toBe(404);
    expect((await t.api.get(`dns-cdn/${t.pid}/web-host/get/${host.id}`)).json().status).toBe('active');
  });

  test('the demo project has an active web host', async () => {
    const list = (await t.api.get(`dns-cdn/${projectId(t.h, 'پروژه اصلی')}/web-host/list`)).json();
    expect(list).toEqual([expect.objectContaining({ domain: 'blog.shop-demo.ir', status: 'active', bundleName: 'هاست وب استاندارد', phpVersion: '8.3' })]);
  });
});
