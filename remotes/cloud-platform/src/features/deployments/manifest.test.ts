import { parseDocument } from 'yaml';
import type { KuberCloudImage } from '@portal/contracts';
import { deploymentMessages } from './messages';
import { deploymentManifest, describeProblem, parseDeploymentManifest } from './manifest';

const images: KuberCloudImage[] = [
  {
    id: 1,
    name: 'nginx',
    photoName: null,
    subtitle: null,
    description: null,
    path: 'docker.io/library/nginx',
    categoryId: 1,
    tags: [
      { id: 1, name: '1.27' },
      { id: 2, name: '1.26' },
    ],
    ports: [{ id: 1, name: '80' }],
    keys: [],
  },
];
const web = { name: 'web', image: 'nginx:1.27', replicas: 2, env: { APP_ENV: 'production' }, ports: [80, 443] };

test('the manifest of a deployment reads back into the create call (both directions)', () => {
  const yaml = deploymentManifest(web, 'shop');
  const doc = parseDocument(yaml).toJS();
  expect(doc).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'shop' }, spec: { replicas: 2 } });
  expect(doc.spec.template.spec.containers[0]).toMatchObject({
    image: 'nginx:1.27',
    ports: [{ containerPort: 80 }, { containerPort: 443 }],
    env: [{ name: 'APP_ENV', value: 'production' }],
  });
  expect(parseDeploymentManifest(yaml, images)).toEqual({
    request: { name: 'web', imageTagId: 1, isPublic: true, replicaNumber: 2, keyValue: { APP_ENV: 'production' } },
    problems: [],
  });
  // The image by its registry path too.
  expect(parseDeploymentManifest(yaml.replace('nginx:1.27', 'docker.io/library/nginx:1.26'), images).request?.imageTagId).toBe(2);
});

test('a wrong field is named in Persian with its path and line; an image outside the catalogue too', () => {
  const yaml = deploymentManifest({ ...web, image: 'redis:9', replicas: 60, env: { '1BAD': 'x' } }, 'shop');
  const line = (text: string) => yaml.split('\n').findIndex((l) => l.includes(text)) + 1;
  const { request, problems } = parseDeploymentManifest(yaml, images);
  expect(request).toBeNull();
  expect(problems).toEqual([
    { path: 'spec.replicas', line: line('replicas: 60'), message: 'تعداد رپلیکا باید عددی بین ۱ و ۵۰ باشد' },
    { path: 'spec.template.spec.containers[0].image', line: line('image: redis:9'), message: expect.stringContaining('«redis:9»') },
    {
      path: 'spec.template.spec.containers[0].env[0].name',
      line: line('1BAD'),
      message: 'نام متغیر محیطی فقط می‌تواند حروف انگلیسی، رقم و زیرخط داشته باشد و نباید با رقم شروع شود',
    },
  ]);
  expect(describeProblem(problems[0]!)).toContain(`سطر ${line('replicas: 60').toLocaleString('fa-IR')}`);
});

test('not YAML, not a Deployment, or not one container: said in Persian', () => {
  const m = deploymentMessages.manifest;
  expect(parseDeploymentManifest('kind: [', images).problems[0]).toMatchObject({ message: m.yamlError, line: 1 });
  expect(parseDeploymentManifest('apiVersion: v1\nkind: Service\n', images).problems[0]).toEqual({ path: 'kind', line: 2, message: m.notDeployment });
  expect(parseDeploymentManifest('kind: Deployment\nspec:\n  template:\n    spec:\n      containers: []\n', images).problems[0]!.message).toBe(m.oneContainer);
});
