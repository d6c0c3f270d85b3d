import { HOUR_MS } from '../clock';
import { signedInProject } from '../test/harness';

const t = signedInProject();
const cd = () => `kubernetes/cloud/${t.pid}`;
const namespace = { name: 'shop-ns', productBundleId: 0, isPredefined: false, cpu: 4, memory: 4, disk: 75, tenPods: 1 };
const web = { name: 'web', image: 'nginx:1.27', replicas: 2, cpuMillicores: 500, memoryMi: 256, env: [], ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' }], configMapRefs: [], secretRefs: [] };

async function deployment() {
  const ns = (await t.api.post(`${cd()}/host/create`, namespace)).json();
  const base = `${cd()}/${ns.id}`;
  const res = await t.api.post(`${base}/deploy/create`, web);
  expect(res.statusCode).toBe(200);
  return { base, id: res.json().id as number };
}

describe('deployment monitoring', () => {
  test('per period: cpu and memory within what the replicas request, the same answer twice, zero before it existed', async () => {
    const { base, id } = await deployment();
    t.h.time.advance(2 * HOUR_MS);
    const hour = await t.api.get(`${base}/deploy/get-analytic/${id}?PeriodId=1`);
    expect(hour.statusCode).toBe(200);
    const { periodId, points } = hour.json();
    expect(periodId).toBe(1);
    expect(points).toHaveLength(60);
    for (const p of points) {
      expect(p.cpu).toBeGreaterThanOrEqual(0);
      expect(p.cpu).toBeLessThanOrEqual(2 * 500);
      expect(p.memory).toBeLessThanOrEqual(2 * 256);
      expect(Object.keys(p).sort()).toEqual(['at', 'cpu', 'memory', 'networkIn', 'networkOut']);
    }
    expect(points.some((p: { cpu: number }) => p.cpu > 0)).toBe(true);
    expect((await t.api.get(`${base}/deploy/get-analytic/${id}?PeriodId=1`)).json()).toEqual(hour.json());
    const month = (await t.api.get(`${base}/deploy/get-analytic/${id}?PeriodId=4`)).json();
    expect(month.points).toHaveLength(120);
    expect(month.points[0]).toMatchObject({ cpu: 0, memory: 0, networkIn: 0 });
  });

  test('a period outside 1–4 is a 422 on PeriodId; another customer gets 404', async () => {
    const { base, id } = await deployment();
    const bad = await t.api.get(`${base}/deploy/get-analytic/${id}?PeriodId=9`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ PeriodId: ['بازه زمانی باید ۱ (ساعت)، ۲ (روز)، ۳ (هفته) یا ۴ (ماه) باشد'] });
    expect((await t.other.get(`${base}/deploy/get-analytic/${id}?PeriodId=1`)).statusCode).toBe(404);
  });
});

describe('ingress edit', () => {
  const rule = { host: 'shop.example.com', path: '/', pathType: 'Prefix', serviceName: 'web', servicePort: 80 };
  test('replaces the rules, checked as on create; its own host and path are not a clash; another ingress\'s are', async () => {
    const { base } = await deployment();
    const edge = (await t.api.post(`${base}/ingress/create`, { name: 'edge', rules: [rule] })).json();
    await t.api.post(`${base}/ingress/create`, { name: 'api', rules: [{ ...rule, host: 'api.example.com' }] });
    const moved = await t.api.put(`${base}/ingress/edit/${edge.id}`, { rules: [rule, { ...rule, path: '/shop', pathType: 'Exact' }] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'edge', rules: [rule, { ...rule, path: '/shop', pathType: 'Exact' }] });
    const bad = await t.api.put(`${base}/ingress/edit/${edge.id}`, { rules: [rule, { ...rule, path: 'x' }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'Rules[1].Path': ['مسیر باید با / شروع شود و فاصله نداشته باشد'] });
    const taken = await t.api.put(`${base}/ingress/edit/${edge.id}`, { rules: [{ ...rule, host: 'api.example.com' }] });
    expect(taken.json().errors).toEqual({ 'Rules[0].Path': ['این دامنه و مسیر پیش‌تر در اینگرس «api» تعریف شده است'] });
    const noPort = await t.api.put(`${base}/ingress/edit/${edge.id}`, { rules: [{ ...rule, servicePort: 8080 }] });
    expect(noPort.json().errors).toEqual({ 'Rules[0].ServicePort': ['دیپلویمنت «web» پورت ۸۰۸۰ را ندارد'] });
    expect((await t.api.put(`${base}/ingress/edit/${edge.id}`, { rules: [] })).statusCode).toBe(422);
    expect((await t.api.get(`${base}/ingress/list`)).json().find((i: { id: number }) => i.id === edge.id).rules).toHaveLength(2);
    expect((await t.other.put(`${base}/ingress/edit/${edge.id}`, { rules: [rule] })).statusCode).toBe(404);
  });
});
