import { serviceStatusId } from '@portal/contracts';
import { DEMO_CREDENTIALS } from '../../seed';
import { withProject } from '../../test/harness';

// Image 102: Ubuntu 24.04 of the kuber-cluster product; version 2 is 1.30.5.
const cluster = {
  clusterName: 'prod-cluster',
  vmImageId: 102,
  kubernetesVersionId: 2,
  password: 'Kube@1234',
  isPredefined: true,
  productBundleId: 7001,
  nodeCount: 1,
  cpu: null,
  memory: null,
  disk: null,
};
const worker = { kubernetesNodeTypeId: 2, isPredefined: true, productBundleId: 7001, vmPassword: 'Node@1234', cpu: null, memory: null, disk: null };

test('upgrade (ours): a newer version one minor step away; running → upgrading → running with the new version', async () => {
  await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
    const cl = `kubernetes/cluster/${s.pid}/host`;
    expect((await s.api.post(`${cl}/create`, cluster)).statusCode).toBe(200);
    const [{ id }] = (await s.api.get(`${cl}/list`)).json();
    // Not while provisioning.
    expect((await s.api.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 3 })).statusCode).toBe(422);
    s.h.time.advance(5000);
    const same = await s.api.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 2 });
    expect(same.json().errors).toEqual({ KubernetesVersionId: ['نسخه تازه باید از نسخه فعلی کلاستر (1.30.5) جدیدتر باشد'] });
    const older = await s.api.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 1 });
    expect(older.json().errors.KubernetesVersionId).toHaveLength(1);
    const jump = await s.api.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 4 });
    expect(jump.json().errors).toEqual({ KubernetesVersionId: ['کلاستر در هر ارتقا فقط یک نسخه فرعی جلو می‌رود؛ از 1.30.5 به نسخه بعدی آن ارتقا دهید'] });
    expect((await s.api.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 99 })).statusCode).toBe(422);
    const started = await s.api.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 3 });
    expect(started.json()).toEqual({ message: expect.any(String) });
    expect((await s.api.get(`${cl}/get/${id}`)).json()).toMatchObject({ statusId: serviceStatusId('waiting') });
    expect((await s.api.get(`${cl}/version/${id}`)).json()).toEqual({ id: 3, name: '1.31.1' });
    // No node changes meanwhile.
    expect((await s.api.post(`${cl}/${id}/node/create`, worker)).statusCode).toBe(422);
    s.h.time.advance(5000);
    expect((await s.api.get(`${cl}/get/${id}`)).json()).toMatchObject({ statusId: serviceStatusId('active') });
    expect((await s.other.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 4 })).statusCode).toBe(404);
    const member = s.h.api(await s.h.login(DEMO_CREDENTIALS.member.email, DEMO_CREDENTIALS.member.password));
    expect((await member.post(`${cl}/upgrade/${id}`, { kubernetesVersionId: 4 })).statusCode).toBe(403);
  });
});
