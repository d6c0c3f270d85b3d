import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { configFromEnv } from '../../gateway/src/config';

// The manifests as Kubernetes would get them: rendered by `kubectl kustomize` (Debian's
// kubernetes-client), each object validated against the Kubernetes API's schemas (kubernetes-models'
// validators, generated from the API's OpenAPI document: types, required fields, enums, formats),
// then what the deployment promises read off the rendered objects.

type Doc = Record<string, any>;
const KUBECTL = '/usr/bin/kubectl';
const dir = resolve(__dirname, '..');

function render(): Doc[] {
  const r = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`kubectl kustomize failed: ${r.stderr}`);
  return parseAllDocuments(r.stdout).map((d) => d.toJS() as Doc);
}

/** The kubernetes-models class for an object's apiVersion and kind; it throws on a schema violation. */
function validate(doc: Doc): void {
  const Model = (require(`kubernetes-models/${doc.apiVersion}/${doc.kind}`) as Record<string, new (d: Doc) => { validate(): void }>)[doc.kind as string]!;
  new Model(doc).validate();
}

const docs = render();
const named = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name)!;
const podSpecs = docs.filter((d) => d.kind === 'Deployment').map((d) => d.spec.template.spec as Doc);
const containers = podSpecs.flatMap((s) => [...(s.initContainers ?? []), ...s.containers] as Doc[]);

describe('Kubernetes manifests, rendered by kubectl kustomize', () => {
  it('every object is valid against the Kubernetes API schemas', () => {
    expect(docs.map((d) => `${d.kind}/${d.metadata.name}`).sort()).toEqual(
      expect.arrayContaining([
        'Deployment/portal-gateway',
        'Deployment/portal-canary-writer',
        'Deployment/portal-prometheus',
        'Deployment/portal-alertmanager',
        'Service/portal-gateway-pods',
        'PodDisruptionBudget/portal-gateway',
      ]),
    );
    for (const d of docs) expect(() => validate(d)).not.toThrow();
  });

  it('the validation is real: a wrong type or a missing required field is refused', () => {
    const gateway = structuredClone(named('Deployment', 'portal-gateway'));
    gateway.spec.replicas = 'two';
    expect(() => validate(gateway)).toThrow('must be integer');
    const nameless = structuredClone(named('Deployment', 'portal-gateway'));
    delete nameless.spec.template.spec.containers[0].name;
    expect(() => validate(nameless)).toThrow('containers/0 must have required property name');
  });

  it('pins every image by version', () => {
    for (const c of containers) expect(c.image).toMatch(/^[\w.\-/]+:v?\d+\.\d+\.\d+$/);
  });

  it('runs the gateways on the bucket: no sidecar, no copy, nothing persistent, read-only credentials', () => {
    const spec = named('Deployment', 'portal-gateway').spec;
    expect(spec.replicas).toBeGreaterThanOrEqual(2);
    expect(spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(spec.template.spec.initContainers).toBeUndefined();
    expect((spec.template.spec.containers as Doc[]).map((c) => c.name)).toEqual(['gateway']);
    expect(containers.some((c) => /aws-cli/.test(c.image))).toBe(false);
    expect((spec.template.spec.volumes as Doc[]).every((v) => 'emptyDir' in v)).toBe(true);
    const gateway = spec.template.spec.containers[0];
    expect(gateway.envFrom).toEqual([{ configMapRef: { name: expect.stringMatching(/^portal-gateway/) } }, { secretRef: { name: 'portal-store-reader' } }]);
    expect(gateway.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(named('PodDisruptionBudget', 'portal-gateway').spec.minAvailable).toBeGreaterThanOrEqual(1);
    expect(named('Service', 'portal-gateway-pods').spec.clusterIP).toBe('None');
  });

  it("starts a gateway with the ConfigMap's settings, and refuses one without the provider API", () => {
    const data = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('portal-gateway'))!.data as Record<string, string>;
    const env = { ...data, METRICS_TOKEN: 'from-secret', DATA_DIR: '/tmp/portal-k8s-test' };
    expect(configFromEnv(env)).toMatchObject({
      storeUrl: data.STORE_URL,
      canaryJudge: 'prometheus',
      upstreamApiUrl: data.UPSTREAM_API_URL,
      metricsToken: 'from-secret',
    });
    expect(() => configFromEnv({ ...env, UPSTREAM_API_URL: '' })).toThrow('UPSTREAM_API_URL is not');
  });

  it('one canary writer, never two at once, with the webhook token and write credentials', () => {
    const writer = named('Deployment', 'portal-canary-writer').spec;
    expect(writer.replicas).toBe(1);
    expect(writer.strategy.type).toBe('Recreate');
    const c = writer.template.spec.containers[0];
    expect(c.env).toEqual(
      expect.arrayContaining([{ name: 'ALERT_WEBHOOK_TOKEN', valueFrom: { secretKeyRef: { name: 'portal-alert-webhook', key: 'token' } } }]),
    );
    expect(c.envFrom).toEqual(expect.arrayContaining([{ secretRef: { name: 'portal-store-writer' } }]));
    // Alertmanager's webhook names this Service.
    expect(readFileSync(join(dir, '../prometheus/alertmanager.yml'), 'utf8')).toContain('http://portal-canary-writer.');
    expect(named('Service', 'portal-canary-writer').spec.selector).toEqual({ 'app.kubernetes.io/name': 'portal-canary-writer' });
  });

  it('gives Prometheus the rule file promtool tests, byte for byte', () => {
    const config = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('portal-prometheus'))!;
    expect(config.data['canary.yml']).toBe(readFileSync(join(dir, '../prometheus/rules/canary.yml'), 'utf8'));
    expect(config.data['prometheus.yml']).toBe(readFileSync(join(dir, '../prometheus/prometheus.yml'), 'utf8'));
  });
});
