import { parseDocument } from 'yaml';
import { cloudPlatformMessages } from '../../messages';
import { deploymentManifest, describeProblem, parseDeploymentManifest } from './manifest';

const web = {
  name: 'web',
  image: 'nginx:1.27',
  replicas: 2,
  cpuMillicores: 250,
  memoryMi: 256,
  env: [{ name: 'APP_ENV', value: 'production' }],
  ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' as const }],
  configMapRefs: ['web-config'],
  secretRefs: ['web-secret'],
};

test('the manifest of a deployment reads back into the same request (both directions)', () => {
  const yaml = deploymentManifest(web, 'shop');
  const doc = parseDocument(yaml).toJS();
  expect(doc).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'shop' }, spec: { replicas: 2 } });
  expect(doc.spec.template.spec.containers[0]).toMatchObject({ image: 'nginx:1.27', resources: { requests: { cpu: '250m', memory: '256Mi' } }, envFrom: [{ configMapRef: { name: 'web-config' } }, { secretRef: { name: 'web-secret' } }] });
  expect(parseDeploymentManifest(yaml)).toEqual({ request: web, problems: [] });
});

test('a wrong field is named in Persian with its path and line', () => {
  const yaml = deploymentManifest({ ...web, replicas: 60, env: [{ name: '1BAD', value: 'x' }] }, 'shop');
  const replicasLine = yaml.split('\n').findIndex((l) => l.includes('replicas: 60')) + 1;
  const envLine = yaml.split('\n').findIndex((l) => l.includes('1BAD')) + 1;
  const { request, problems } = parseDeploymentManifest(yaml);
  expect(request).toBeNull();
  expect(problems).toEqual([
    { path: 'spec.replicas', line: replicasLine, message: 'تعداد رپلیکا باید عددی بین ۰ و ۵۰ باشد' },
    { path: 'spec.template.spec.containers[0].env[0].name', line: envLine, message: 'نام متغیر محیطی فقط می‌تواند حروف انگلیسی، رقم و زیرخط داشته باشد و نباید با رقم شروع شود' },
  ]);
  expect(describeProblem(problems[0]!)).toContain(`سطر ${replicasLine.toLocaleString('fa-IR')}`);
});

test('not YAML, not a Deployment, or not one container: said in Persian', () => {
  const m = cloudPlatformMessages.manifest;
  expect(parseDeploymentManifest('kind: [').problems[0]).toMatchObject({ message: m.yamlError, line: 1 });
  expect(parseDeploymentManifest('apiVersion: v1\nkind: Service\n').problems[0]).toEqual({ path: 'kind', line: 2, message: m.notDeployment });
  expect(parseDeploymentManifest('kind: Deployment\nspec:\n  template:\n    spec:\n      containers: []\n').problems[0]!.message).toBe(m.oneContainer);
});
