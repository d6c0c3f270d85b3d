import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

type Doc = Record<string, any>;
const dir = join(__dirname, '..');
const load = (file: string): Doc[] => parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((d) => {
  if (d.errors.length) throw new Error(`${file}: ${d.errors.map((e) => e.message).join('; ')}`);
  return d.toJS() as Doc;
});

describe('Kubernetes manifests', () => {
  const kustomization = load('kustomization.yaml')[0]!;
  const docs = (kustomization.resources as string[]).flatMap(load);
  const byKind = (kind: string) => docs.filter((d) => d.kind === kind);

  it('every file of the kustomization parses and names a kind', () => {
    expect(docs.length).toBeGreaterThanOrEqual(4);
    for (const d of docs) expect(d).toEqual(expect.objectContaining({ apiVersion: expect.any(String), kind: expect.any(String) }));
  });

  it('runs the gateway stateless with two or more replicas and no downtime on rollout', () => {
    const [deployment] = byKind('Deployment');
    expect(deployment!.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment!.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    const volumes = deployment!.spec.template.spec.volumes as Doc[];
    // Nothing persistent: the store is a copy of the bucket, the data folder scratch.
    expect(volumes.every((v) => 'emptyDir' in v)).toBe(true);
    expect(byKind('PodDisruptionBudget')[0]!.spec.minAvailable).toBeGreaterThanOrEqual(1);
  });

  it('probes the gateway health endpoints on its port', () => {
    const gateway = (byKind('Deployment')[0]!.spec.template.spec.containers as Doc[]).find((c) => c.name === 'gateway')!;
    expect(gateway.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(gateway.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(gateway.ports).toEqual([{ name: 'http', containerPort: 8080 }]);
    const env = Object.fromEntries((gateway.env as Doc[]).map((e) => [e.name, e.value]));
    expect(env).toMatchObject({ PORT: '8080', HOST: '0.0.0.0', STORE_DIR: '/store' });
    expect(byKind('Service')[0]!.spec.ports[0].targetPort).toBe('http');
  });

  it('syncs the store from object storage, versions before the registry, the registry by rename', () => {
    const spec = byKind('Deployment')[0]!.spec.template.spec;
    const sync = [...(spec.initContainers as Doc[]), ...(spec.containers as Doc[]).filter((c) => c.name === 'store-sync')];
    expect(sync).toHaveLength(2);
    for (const c of sync) {
      const script = (c.args as string[]).join('\n');
      expect(script.indexOf('s3 sync "$STORE_BUCKET/remotes"')).toBeGreaterThanOrEqual(0);
      expect(script.indexOf('registry.json.tmp')).toBeGreaterThan(script.indexOf('s3 sync "$STORE_BUCKET/remotes"'));
      expect(script).toContain('mv /store/registry.json.tmp /store/registry.json');
    }
  });
});
