import {
  checkBody,
  checkConfigData,
  checkEnvMap,
  checkEnvs,
  checkIngressRules,
  checkInput,
  configKeySpec,
  createKuberClusterSchema,
  createKuberDeploymentSchema,
  createKuberConfigMapSchema,
  createKuberHostSchema,
  createKuberIngressSchema,
  deploymentUsage,
} from '..';

const name = createKuberDeploymentSchema.name;
const image = { error: 'Image', label: 'containerImage', type: 'string', required: true, rules: [{ kind: 'pattern', pattern: 'imageRef' }] } as const;

describe('Kubernetes names', () => {
  it('takes DNS-1123 labels for deployments: lowercase, digits, "-", at most 63, alphanumeric at both ends', () => {
    expect(checkInput(name, 'web-api-2')).toBeNull();
    expect(checkInput(name, 'a'.repeat(63))).toBeNull();
    expect(checkInput(name, 'a'.repeat(64))).toEqual({ kind: 'tooLong', max: 63 });
    expect(checkInput(name, 'Web')).toEqual({ kind: 'pattern', pattern: 'k8sLabel' });
    expect(checkInput(name, '-web')).toEqual({ kind: 'pattern', pattern: 'k8sLabel' });
    expect(checkInput(name, 'web-')).toEqual({ kind: 'pattern', pattern: 'k8sLabel' });
    expect(checkInput(name, 'web.api')).toEqual({ kind: 'pattern', pattern: 'k8sLabel' });
  });
  it('takes DNS-1123 subdomains for config maps (dots allowed, at most 253)', () => {
    const cm = createKuberConfigMapSchema.name;
    expect(checkInput(cm, 'app.settings-1')).toBeNull();
    expect(checkInput(cm, 'app..settings')).toEqual({ kind: 'pattern', pattern: 'k8sSubdomain' });
    expect(checkInput(cm, `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`)).toBeNull();
    expect(checkInput(cm, 'a'.repeat(254))).toEqual({ kind: 'tooLong', max: 253 });
  });
  it('asks a cluster name of at least five characters and a namespace name of at least three', () => {
    expect(checkInput(createKuberClusterSchema.clusterName, 'prod')).toEqual({ kind: 'tooShort', min: 5 });
    expect(checkInput(createKuberHostSchema.name, 'ab')).toEqual({ kind: 'tooShort', min: 3 });
    expect(checkInput(createKuberHostSchema.name, 'abc')).toBeNull();
  });
});

describe('image references', () => {
  it.each([
    'nginx',
    'nginx:1.27',
    'library/nginx:latest',
    'registry.example.com:5000/team/app:v1.2.3',
    `ghcr.io/org/app@sha256:${'a'.repeat(64)}`,
    `app:1@sha256:${'0'.repeat(64)}`,
  ])('accepts %s', (ref) => {
    expect(checkInput(image, ref)).toBeNull();
  });
  it.each(['Nginx', 'nginx:', 'nginx:-bad', 'nginx@sha256:abc', 'my app', 'nginx::1', '/nginx'])('refuses %s', (ref) => {
    expect(checkInput(image, ref)).toEqual({ kind: 'pattern', pattern: 'imageRef' });
  });
});

describe('deployment fields and env', () => {
  it('keeps replicas within 1-50 and asks an image tag', () => {
    expect(checkBody(createKuberDeploymentSchema, { name: 'web', imageTagId: 1, replicaNumber: 1, isPublic: true })).toEqual({});
    expect(checkInput(createKuberDeploymentSchema.replicaNumber, 51)).toEqual({ kind: 'outOfRange', min: 1, max: 50 });
    expect(checkInput(createKuberDeploymentSchema.replicaNumber, 0)).toEqual({ kind: 'outOfRange', min: 1, max: 50 });
    expect(checkBody(createKuberDeploymentSchema, { name: 'web', replicaNumber: 1 })).toEqual({ imageTagId: { kind: 'required' } });
  });
  it('names env keys like C identifiers', () => {
    expect(checkEnvMap('KeyValue', { DB_HOST: 'x', _X1: '' })).toEqual({});
    expect(checkEnvMap('KeyValue', { '1ABC': 'x', 'A-B': 'x' })).toEqual({
      'KeyValue[0].Key': { kind: 'pattern', pattern: 'envName' },
      'KeyValue[1].Key': { kind: 'pattern', pattern: 'envName' },
    });
    expect(checkEnvMap('KeyValue', { A: 1 })).toEqual({ KeyValue: { kind: 'type', type: 'string' } });
    expect(checkEnvMap('KeyValue', null)).toEqual({});
  });
  it('counts quota as requests times replicas', () => {
    expect(deploymentUsage({ replicas: 3, cpuMillicores: 500, memoryMi: 512 })).toEqual({ cpu: 1.5, memory: 1.5, pods: 3 });
  });
});

describe('config data', () => {
  it('needs at least one valid key and at most 1 MiB', () => {
    expect(checkConfigData({ 'app.yaml': 'a: 1', LOG_LEVEL: 'info' }, configKeySpec, 1024 * 1024)).toEqual({});
    expect(checkConfigData({}, configKeySpec, 1024 * 1024)).toEqual({ Data: { kind: 'required' } });
    expect(checkConfigData({ 'bad key': 'x' }, configKeySpec, 1024 * 1024)).toEqual({ 'Data[0].Key': { kind: 'pattern', pattern: 'configKey' } });
    expect(checkConfigData({ big: 'x'.repeat(1024 * 1024) }, configKeySpec, 1024 * 1024)).toEqual({ Data: { kind: 'tooLarge', maxBytes: 1024 * 1024 } });
  });
  it("reports a config map's or secret's entries under Envs (the body's field)", () => {
    expect(checkEnvs({ 'bad key': 'x' })).toEqual({ 'Envs[0].Key': { kind: 'pattern', pattern: 'configKey' } });
    expect(checkEnvs({}, false)).toEqual({});
  });
});

describe('ingresses and their rules', () => {
  const domain = createKuberIngressSchema.domainName;
  it('accepts DNS domains and a wildcard as the whole first label', () => {
    for (const host of ['shop.example.com', '*.example.com', 'a.b.c.example.ir']) expect(checkInput(domain, host)).toBeNull();
  });
  it.each(['10.0.0.1', 'example.com:8080', 'a*.example.com', 'shop.*.example.com', '*', 'localhost', 'Shop.example.com'])('refuses the domain %s', (host) => {
    expect(checkInput(domain, host)).toEqual({ kind: 'pattern', pattern: 'ingressHost' });
  });
  it('asks rules with paths starting with "/", a deployment port, no path twice', () => {
    const rule = (path: string, port: unknown = 1) => ({ path, kuberCloudDeployPortId: port });
    expect(checkIngressRules([rule('/'), rule('/api', 2)])).toEqual({});
    expect(checkIngressRules([rule('api')])).toEqual({ 'Rules[0].Path': { kind: 'pattern', pattern: 'ingressPath' } });
    expect(checkIngressRules([rule('/', null)])).toEqual({ 'Rules[0].KuberCloudDeployPortId': { kind: 'required', ask: 'pickService' } });
    expect(checkIngressRules([rule('/api'), rule('/api', 2)])).toEqual({ 'Rules[1].Path': { kind: 'duplicate' } });
    expect(checkIngressRules([])).toEqual({ Rules: { kind: 'required' } });
  });
});
