import {
  checkBody,
  checkConfigData,
  checkDeploymentLists,
  checkIngressRules,
  checkInput,
  configKeySpec,
  createKuberClusterSchema,
  createKuberDeploymentSchema,
  createKuberConfigMapSchema,
  createKuberHostSchema,
  deploymentUsage,
  ingressRuleSchema,
} from '..';

const name = createKuberDeploymentSchema.name;
const image = createKuberDeploymentSchema.image;

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
  it.each(['nginx', 'nginx:1.27', 'library/nginx:latest', 'registry.example.com:5000/team/app:v1.2.3', `ghcr.io/org/app@sha256:${'a'.repeat(64)}`, `app:1@sha256:${'0'.repeat(64)}`])('accepts %s', (ref) => {
    expect(checkInput(image, ref)).toBeNull();
  });
  it.each(['Nginx', 'nginx:', 'nginx:-bad', 'nginx@sha256:abc', 'my app', 'nginx::1', '/nginx'])('refuses %s', (ref) => {
    expect(checkInput(image, ref)).toEqual({ kind: 'pattern', pattern: 'imageRef' });
  });
});

describe('deployment fields and lists', () => {
  it('keeps replicas within 0-50', () => {
    expect(checkBody(createKuberDeploymentSchema, { name: 'web', image: 'nginx', replicas: 0, cpuMillicores: 100, memoryMi: 128 })).toEqual({});
    expect(checkInput(createKuberDeploymentSchema.replicas, 51)).toEqual({ kind: 'outOfRange', min: 0, max: 50 });
    expect(checkInput(createKuberDeploymentSchema.replicas, -1)).toEqual({ kind: 'outOfRange', min: 0, max: 50 });
  });
  it('names env vars like C identifiers, each once', () => {
    expect(checkDeploymentLists({ env: [{ name: 'DB_HOST', value: 'x' }, { name: '_X1', value: '' }] })).toEqual({});
    expect(checkDeploymentLists({ env: [{ name: '1ABC', value: 'x' }, { name: 'A-B', value: 'x' }] })).toEqual({
      'Env[0].Name': { kind: 'pattern', pattern: 'envName' },
      'Env[1].Name': { kind: 'pattern', pattern: 'envName' },
    });
    expect(checkDeploymentLists({ env: [{ name: 'A', value: '1' }, { name: 'A', value: '2' }] })).toEqual({ 'Env[1].Name': { kind: 'duplicate' } });
  });
  it('takes ports 1-65535 with names of at most 15 characters holding a letter, names and numbers unique', () => {
    const port = (name: string, containerPort: number, protocol = 'TCP') => ({ name, containerPort, protocol });
    expect(checkDeploymentLists({ ports: [port('http', 80), port('dns', 53, 'UDP'), port('dns-tcp', 53)] })).toEqual({});
    expect(checkDeploymentLists({ ports: [port('http', 0), port('x', 65536)] })).toEqual({
      'Ports[0].ContainerPort': { kind: 'outOfRange', min: 1, max: 65535 },
      'Ports[1].ContainerPort': { kind: 'outOfRange', min: 1, max: 65535 },
    });
    expect(checkDeploymentLists({ ports: [port('8080', 8080), port('a-very-long-port-name', 81)] })).toEqual({
      'Ports[0].Name': { kind: 'pattern', pattern: 'portName' },
      'Ports[1].Name': { kind: 'pattern', pattern: 'portName' },
    });
    expect(checkDeploymentLists({ ports: [port('http', 80), port('http', 81), port('web', 80)] })).toEqual({
      'Ports[1].Name': { kind: 'duplicate' },
      'Ports[2].ContainerPort': { kind: 'duplicate' },
    });
    expect(checkDeploymentLists({ ports: [port('http', 80, 'SCTP')] })).toEqual({ 'Ports[0].Protocol': { kind: 'notOneOf', values: ['TCP', 'UDP'] } });
  });
  it('refuses a reference named twice or not a subdomain', () => {
    expect(checkDeploymentLists({ configMapRefs: ['app', 'app'], secretRefs: ['Bad_Name'] })).toEqual({
      'ConfigMapRefs[1]': { kind: 'duplicate' },
      'SecretRefs[0]': { kind: 'pattern', pattern: 'k8sSubdomain' },
    });
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
});

describe('ingress rules', () => {
  const rule = (host: string, path = '/', pathType = 'Prefix') => ({ host, path, pathType, serviceName: 'web', servicePort: 80 });
  it('accepts DNS hosts and a wildcard as the whole first label', () => {
    expect(checkIngressRules([rule('shop.example.com'), rule('*.example.com', '/api', 'Exact'), rule('a.b.c.example.ir', '/x', 'ImplementationSpecific')])).toEqual({});
  });
  it.each(['10.0.0.1', 'example.com:8080', 'a*.example.com', 'shop.*.example.com', '*', 'localhost', 'Shop.example.com'])('refuses the host %s', (host) => {
    expect(checkIngressRules([rule(host)])).toEqual({ 'Rules[0].Host': { kind: 'pattern', pattern: 'ingressHost' } });
  });
  it('asks paths starting with "/", a known pathType and no host and path twice', () => {
    expect(checkIngressRules([rule('a.example.com', 'api')])).toEqual({ 'Rules[0].Path': { kind: 'pattern', pattern: 'ingressPath' } });
    expect(checkIngressRules([rule('a.example.com', '/', 'Regex')])).toEqual({ 'Rules[0].PathType': { kind: 'notOneOf', values: ingressRuleSchema.pathType.rules![0]!.kind === 'oneOf' ? ingressRuleSchema.pathType.rules![0]!.values : [] } });
    expect(checkIngressRules([rule('a.example.com', '/api'), rule('a.example.com', '/api', 'Exact'), rule('b.example.com', '/api')])).toEqual({ 'Rules[1].Path': { kind: 'duplicate' } });
    expect(checkIngressRules([])).toEqual({ Rules: { kind: 'required' } });
  });
});
