import { DEMO_CREDENTIALS } from '../seed';
import { withProject } from '../test/harness';

const cluster = { clusterName: 'prod-cluster', vmImageId: 2, kubernetesVersionId: 2, password: 'Kube@1234', isPredefined: true, productBundleId: 7001, nodeCount: 1, cpu: null, memory: null, disk: null };

test('upgrade: a newer version one minor step away; running → upgrading → running with the new version', async () => {
  await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
    const cl = `kubernetes/cluster/${s.pid}`;
    expect((await s.api.get(`${cl}/version/list`)).json()).toContainEqual({ id: 4, version: '1.32.2', isDefault: false });
    const { id } = (await s.api.post(`${cl}/host/create`, cluster)).json();
    // Not while provisioning.
    expect((await s.api.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 3 })).statusCode).toBe(422);
    s.h.time.advance(5000);
    const same = await s.api.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 2 });
    expect(same.json().errors).toEqual({ KubernetesVersionId: ['نسخه تازه باید از نسخه فعلی کلاستر (1.30.5) جدیدتر باشد'] });
    const older = await s.api.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 1 });
    expect(older.json().errors.KubernetesVersionId).toHaveLength(1);
    const jump = await s.api.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 4 });
    expect(jump.json().errors).toEqual({ KubernetesVersionId: ['کلاستر در هر ارتقا فقط یک نسخه فرعی جلو می‌رود؛ از 1.30.5 به نسخه بعدی آن ارتقا دهید'] });
    expect((await s.api.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 99 })).statusCode).toBe(422);
    const started = await s.api.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 3 });
    expect(started.statusCode).toBe(200);
    expect((await s.api.get(`${cl}/host/get/${id}`)).json()).toMatchObject({ status: 'upgrading', kubernetesVersion: '1.31.1' });
    // No node changes meanwhile.
    expect((await s.api.post(`${cl}/node/create/${id}`, { productBundleId: 7001, password: 'Node@1234' })).statusCode).toBe(422);
    s.h.time.advance(5000);
    expect((await s.api.get(`${cl}/host/get/${id}`)).json()).toMatchObject({ status: 'running', kubernetesVersionId: 3, kubernetesVersion: '1.31.1' });
    expect((await s.other.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 4 })).statusCode).toBe(404);
    const member = s.h.api(await s.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.post(`${cl}/host/upgrade/${id}`, { kubernetesVersionId: 4 })).statusCode).toBe(403);
  });
});
