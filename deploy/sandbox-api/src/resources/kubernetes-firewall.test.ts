import { DEMO_CREDENTIALS } from '../seed';
import { signedInProject } from '../test/harness';

const t = signedInProject();
const cd = () => `kubernetes/cloud/${t.pid}`;
const namespace = { name: 'shop-ns', productBundleId: 0, isPredefined: false, cpu: 4, memory: 4, disk: 75, tenPods: 1 };
const rule = { direction: 'inbound', protocol: 'tcp', portRange: '8000-8100', cidr: '10.0.0.0/8', description: 'app' };

async function activeNamespace() {
  const res = await t.api.post(`${cd()}/host/create`, namespace);
  expect(res.statusCode).toBe(200);
  return (await t.api.get(`${cd()}/host/get/${res.json().id}`)).json() as { id: number; status: string };
}

describe('namespace service firewall', () => {
  test('create, list, a duplicate refused, delete', async () => {
    const ns = await activeNamespace();
    const base = `${cd()}/${ns.id}/firewall`;
    const created = await t.api.post(`${base}/create`, rule);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...rule, kuberHostId: ns.id });
    expect((await t.api.post(`${base}/create`, rule)).json().errors).toEqual({ Cidr: ['قانونی با همین مشخصات قبلاً ثبت شده است'] });
    expect((await t.api.post(`${base}/create`, { direction: 'outbound', protocol: 'icmp', cidr: '2001:db8::/32' })).json()).toMatchObject({ portRange: null, description: null });
    expect((await t.api.get(`${base}/list`)).json()).toHaveLength(2);
    expect((await t.api.del(`${base}/delete/${created.json().id}`)).statusCode).toBe(200);
    expect((await t.api.get(`${base}/list`)).json()).toEqual([expect.objectContaining({ protocol: 'icmp' })]);
  });

  // The same rules as a server's firewall, in the same words.
  test.each([
    [{ portRange: '70000' }, 'PortRange', 'بین ۱ تا ۶۵۵۳۵'],
    [{ portRange: null }, 'PortRange', 'برای پروتکل tcp و udp وارد کردن پورت الزامی است'],
    [{ protocol: 'icmp' }, 'PortRange', 'برای پروتکل icmp و any پورت وارد نکنید'],
    [{ protocol: 'gre' }, 'Protocol', 'پروتکل انتخاب‌شده معتبر نیست'],
    [{ direction: 'sideways' }, 'Direction', 'جهت انتخاب‌شده معتبر نیست'],
    [{ cidr: '10.0.0.0/33' }, 'Cidr', 'CIDR'],
  ])('%j is refused on %s', async (change, field, fragment) => {
    const ns = await activeNamespace();
    const res = await t.api.post(`${cd()}/${ns.id}/firewall/create`, { ...rule, ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().errors[field][0]).toContain(fragment);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM kuber_firewall_rules WHERE kuber_host_id = ?').pluck().get(ns.id)).toBe(0);
  });

  test('another customer gets 404; a viewer reads but cannot write; deleting the namespace removes its rules', async () => {
    const ns = await activeNamespace();
    const base = `${cd()}/${ns.id}/firewall`;
    const created = (await t.api.post(`${base}/create`, rule)).json();
    expect((await t.other.get(`${base}/list`)).statusCode).toBe(404);
    expect((await t.other.post(`${base}/create`, { ...rule, cidr: '0.0.0.0/0' })).statusCode).toBe(404);
    expect((await t.other.del(`${base}/delete/${created.id}`)).statusCode).toBe(404);
    const member = t.h.api(await t.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.get(`${base}/list`)).statusCode).toBe(200);
    expect((await member.post(`${base}/create`, { ...rule, cidr: '0.0.0.0/0' })).statusCode).toBe(403);
    expect((await member.del(`${base}/delete/${created.id}`)).statusCode).toBe(403);
    expect((await t.api.get(`${base}/list`)).json()).toHaveLength(1);
    expect((await t.api.del(`${cd()}/host/delete/${ns.id}`)).statusCode).toBe(200);
    t.h.time.advance(60_000);
    await t.api.get(`${cd()}/host/list`);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM kuber_firewall_rules WHERE kuber_host_id = ?').pluck().get(ns.id)).toBe(0);
  });
});
