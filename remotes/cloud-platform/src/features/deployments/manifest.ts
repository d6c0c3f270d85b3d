import { isSeq, LineCounter, parseDocument, stringify, type Node } from 'yaml';
import { checkBody, checkDeploymentLists, createKuberDeploymentSchema, type CreateKuberDeploymentRequest, type InputProblem, type KuberDeployment } from '@portal/contracts';
import { fill, formatNumber, ruleMessage } from '@portal/locale';
import type { FieldLabel } from '@portal/contracts';
import { cloudPlatformMessages } from '../../messages';

const t = cloudPlatformMessages.manifest;

/** The Kubernetes Deployment manifest of a deployment's fields (apps/v1), as kubectl would take it. */
export function deploymentManifest(d: Pick<KuberDeployment, 'name' | 'image' | 'replicas' | 'cpuMillicores' | 'memoryMi' | 'env' | 'ports' | 'configMapRefs' | 'secretRefs'>, namespace: string): string {
  const container: Record<string, unknown> = {
    name: d.name,
    image: d.image,
    resources: { requests: { cpu: `${d.cpuMillicores}m`, memory: `${d.memoryMi}Mi` } },
  };
  if (d.ports.length) container.ports = d.ports.map((p) => ({ name: p.name, containerPort: p.containerPort, protocol: p.protocol }));
  if (d.env.length) container.env = d.env.map((e) => ({ name: e.name, value: e.value }));
  const envFrom = [...d.configMapRefs.map((name) => ({ configMapRef: { name } })), ...d.secretRefs.map((name) => ({ secretRef: { name } }))];
  if (envFrom.length) container.envFrom = envFrom;
  return stringify({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: d.name, namespace, labels: { app: d.name } },
    spec: { replicas: d.replicas, selector: { matchLabels: { app: d.name } }, template: { metadata: { labels: { app: d.name } }, spec: { containers: [container] } } },
  });
}

/** One problem of a pasted manifest: where (the YAML path and its line) and what, in Persian. */
export interface ManifestProblem {
  path: string;
  line: number | null;
  message: string;
}

const cpuMillicores = (v: unknown): number | null => {
  if (typeof v === 'number') return Math.round(v * 1000);
  if (typeof v !== 'string') return null;
  const m = /^(\d+(?:\.\d+)?)(m?)$/.exec(v.trim());
  return m ? Math.round(Number(m[1]) * (m[2] ? 1 : 1000)) : null;
};
const memoryMi = (v: unknown): number | null => {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const m = /^(\d+(?:\.\d+)?)(Mi|Gi|M|G)?$/.exec(String(v).trim());
  if (!m) return null;
  const n = Number(m[1]);
  return Math.round(m[2] === 'Gi' || m[2] === 'G' ? n * 1024 : m[2] ? n : n / (1024 * 1024));
};

/** The request's 422 keys → the manifest path they came from. */
const KEY_PATHS: Record<string, { path: string; label: FieldLabel }> = {
  Name: { path: 'metadata.name', label: 'name' },
  Image: { path: 'spec.template.spec.containers[0].image', label: 'containerImage' },
  Replicas: { path: 'spec.replicas', label: 'replicas' },
  CpuMillicores: { path: 'spec.template.spec.containers[0].resources.requests.cpu', label: 'cpu' },
  MemoryMi: { path: 'spec.template.spec.containers[0].resources.requests.memory', label: 'memory' },
};
const C0 = 'spec.template.spec.containers[0]';
function listPath(key: string): { path: string; label: FieldLabel } {
  const m = /^(Env|Ports)\[(\d+)\]\.(\w+)$/.exec(key);
  if (m) {
    const [, list, i, field] = m;
    const prop = field!.charAt(0).toLowerCase() + field!.slice(1);
    const label: FieldLabel = list === 'Env' ? 'envName' : field === 'Name' ? 'portName' : field === 'Protocol' ? 'protocol' : 'containerPort';
    return { path: `${C0}.${list!.toLowerCase()}[${i}].${prop}`, label };
  }
  const r = /^(ConfigMapRefs|SecretRefs)\[(\d+)\]$/.exec(key);
  if (r) return { path: `${C0}.envFrom`, label: r[1] === 'ConfigMapRefs' ? 'configMapName' : 'secretName' };
  return { path: C0, label: 'name' };
}

/**
 * A pasted Deployment manifest read into the create request, checked by the same rules as the
 * form and the sandbox; each problem names the YAML path and the line it is on.
 */
export function parseDeploymentManifest(text: string): { request: CreateKuberDeploymentRequest | null; problems: ManifestProblem[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const lineOf = (node: Node | null | undefined): number | null => (node?.range ? lines.linePos(node.range[0]).line : null);
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    return { request: null, problems: [{ path: '', line: lines.linePos(e.pos[0]).line, message: t.yamlError }] };
  }
  const problems: ManifestProblem[] = [];
  const nodeAt = (path: (string | number)[]) => doc.getIn(path, true) as Node | undefined;
  const at = (path: string): (string | number)[] => path.split(/[.[\]]+/).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const lineAt = (path: string) => {
    const parts = at(path);
    while (parts.length) {
      const line = lineOf(nodeAt(parts));
      if (line) return line;
      parts.pop();
    }
    return 1;
  };
  const root = doc.toJS() as Record<string, any> | null;
  if (!root || typeof root !== 'object' || root.kind !== 'Deployment') return { request: null, problems: [{ path: 'kind', line: lineAt('kind'), message: t.notDeployment }] };
  const containers = root.spec?.template?.spec?.containers;
  if (!isSeq(nodeAt(['spec', 'template', 'spec', 'containers'])) || !Array.isArray(containers) || containers.length !== 1)
    return { request: null, problems: [{ path: 'spec.template.spec.containers', line: lineAt('spec.template.spec.containers'), message: t.oneContainer }] };
  const c = containers[0] ?? {};
  const envFrom: Array<Record<string, { name?: unknown }>> = Array.isArray(c.envFrom) ? c.envFrom : [];
  const request: CreateKuberDeploymentRequest = {
    name: root.metadata?.name,
    image: c.image,
    replicas: root.spec?.replicas ?? 1,
    cpuMillicores: cpuMillicores(c.resources?.requests?.cpu ?? '100m') as number,
    memoryMi: memoryMi(c.resources?.requests?.memory ?? '128Mi') as number,
    env: Array.isArray(c.env) ? c.env.map((e: Record<string, unknown>) => ({ name: e?.name, value: e?.value === undefined ? '' : String(e.value) })) : [],
    ports: Array.isArray(c.ports) ? c.ports.map((p: Record<string, unknown>) => ({ name: p?.name ?? '', containerPort: p?.containerPort, protocol: p?.protocol ?? 'TCP' })) : [],
    configMapRefs: envFrom.filter((e) => e.configMapRef).map((e) => e.configMapRef!.name as string),
    secretRefs: envFrom.filter((e) => e.secretRef).map((e) => e.secretRef!.name as string),
  };
  const add = (key: string, problem: InputProblem, where?: { path: string; label: FieldLabel }) => {
    const w = where ?? KEY_PATHS[key] ?? listPath(key);
    problems.push({ path: w.path, line: lineAt(w.path), message: ruleMessage(problem, w.label) });
  };
  for (const [key, problem] of Object.entries(checkBody(createKuberDeploymentSchema, request as unknown as Record<string, unknown>)))
    add(createKuberDeploymentSchema[key as keyof typeof createKuberDeploymentSchema].error, problem!);
  for (const [key, problem] of Object.entries(checkDeploymentLists(request))) add(key, problem);
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { request: problems.length ? null : request, problems };
}

/** "line 7, spec.replicas: …" in Persian. */
export const describeProblem = (p: ManifestProblem) => (p.line ? fill(t.at, { line: formatNumber(p.line), path: p.path, message: p.message }) : p.message);

