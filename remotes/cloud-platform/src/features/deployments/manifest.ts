import { isSeq, LineCounter, parseDocument, stringify, type Node } from 'yaml';
import { checkBody, checkEnvMap, createKuberDeploymentSchema, type CreateKuberDeploymentRequest, type KuberCloudImage } from '@portal/contracts';
import { fill, formatNumber, ruleMessage } from '@portal/locale';
import type { FieldLabel } from '@portal/contracts';
import { deploymentMessages } from './messages';

const t = deploymentMessages.manifest;

/** What a manifest says of a deployment: its name, image reference, replicas, env and ports (the image's). */
export interface ManifestDeployment {
  name: string;
  image: string;
  replicas: number;
  env: Record<string, string>;
  ports: number[];
}

/** The Kubernetes Deployment manifest of a deployment (apps/v1), as kubectl would take it. */
export function deploymentManifest(d: ManifestDeployment, namespace: string): string {
  const container: Record<string, unknown> = { name: d.name, image: d.image };
  if (d.ports.length) container.ports = d.ports.map((containerPort) => ({ containerPort, protocol: 'TCP' }));
  const env = Object.entries(d.env);
  if (env.length) container.env = env.map(([name, value]) => ({ name, value }));
  return stringify({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: d.name, namespace, labels: { app: d.name } },
    spec: {
      replicas: d.replicas,
      selector: { matchLabels: { app: d.name } },
      template: { metadata: { labels: { app: d.name } }, spec: { containers: [container] } },
    },
  });
}

/** One problem of a pasted manifest: where (the YAML path and its line) and what, in Persian. */
export interface ManifestProblem {
  path: string;
  line: number | null;
  message: string;
}

/** The request's 422 keys → the manifest path they came from. */
const KEY_PATHS: Record<string, { path: string; label: FieldLabel }> = {
  Name: { path: 'metadata.name', label: 'name' },
  ImageTagId: { path: 'spec.template.spec.containers[0].image', label: 'containerImage' },
  ReplicaNumber: { path: 'spec.replicas', label: 'replicas' },
};
const C0 = 'spec.template.spec.containers[0]';
function listPath(key: string): { path: string; label: FieldLabel } {
  const m = /^KeyValue\[(\d+)\]\.Key$/.exec(key);
  return m ? { path: `${C0}.env[${m[1]}].name`, label: 'envName' } : { path: C0, label: 'name' };
}
/** The catalogue's tag id of an image reference (`nginx:1.27`, or with its registry path), or null. */
export function tagIdOf(images: KuberCloudImage[], ref: unknown): number | null {
  if (typeof ref !== 'string') return null;
  const at = ref.lastIndexOf(':');
  const [name, tag] = at > 0 ? [ref.slice(0, at), ref.slice(at + 1)] : [ref, 'latest'];
  const image = images.find((i) => i.name === name || i.path === name);
  return image?.tags?.find((t) => t.name === tag)?.id ?? null;
}

/**
 * A pasted manifest as the create call's body: the image must be one of the catalogue's
 * (`images`), its env becomes the key/value map; the ports are the image's (the manifest's are not read).
 */
export function parseDeploymentManifest(
  text: string,
  images: KuberCloudImage[],
): { request: CreateKuberDeploymentRequest | null; problems: ManifestProblem[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const lineOf = (node: Node | null | undefined): number | null => (node?.range ? lines.linePos(node.range[0]).line : null);
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    return { request: null, problems: [{ path: '', line: lines.linePos(e.pos[0]).line, message: t.yamlError }] };
  }
  const problems: ManifestProblem[] = [];
  const nodeAt = (path: (string | number)[]) => doc.getIn(path, true) as Node | undefined;
  const at = (path: string): (string | number)[] =>
    path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
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
  if (!root || typeof root !== 'object' || root.kind !== 'Deployment')
    return { request: null, problems: [{ path: 'kind', line: lineAt('kind'), message: t.notDeployment }] };
  const containers = root.spec?.template?.spec?.containers;
  if (!isSeq(nodeAt(['spec', 'template', 'spec', 'containers'])) || !Array.isArray(containers) || containers.length !== 1)
    return { request: null, problems: [{ path: 'spec.template.spec.containers', line: lineAt('spec.template.spec.containers'), message: t.oneContainer }] };
  const c = containers[0] ?? {};
  const env: Array<Record<string, unknown>> = Array.isArray(c.env) ? c.env : [];
  const add = (key: string, message: string) => {
    const w = KEY_PATHS[key] ?? listPath(key);
    problems.push({ path: w.path, line: lineAt(w.path), message });
  };
  const imageTagId = tagIdOf(images, c.image);
  if (imageTagId === null) add('ImageTagId', fill(t.unknownImage, { image: String(c.image ?? '') }));
  const request: CreateKuberDeploymentRequest = {
    name: root.metadata?.name,
    imageTagId: imageTagId ?? 0,
    isPublic: true,
    replicaNumber: root.spec?.replicas ?? 1,
    keyValue: Object.fromEntries(env.map((e) => [String(e?.name ?? ''), e?.value === undefined ? '' : String(e.value)])),
  };
  const body = request as unknown as Record<string, unknown>;
  for (const [key, problem] of Object.entries(checkBody(createKuberDeploymentSchema, body)))
    if (key !== 'imageTagId')
      add(
        createKuberDeploymentSchema[key as keyof typeof createKuberDeploymentSchema].error,
        ruleMessage(problem!, createKuberDeploymentSchema[key as keyof typeof createKuberDeploymentSchema].label),
      );
  for (const [key, problem] of Object.entries(checkEnvMap('KeyValue', request.keyValue))) add(key, ruleMessage(problem, listPath(key).label));
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { request: problems.length ? null : request, problems };
}

/** "line 7, spec.replicas: …" in Persian. */
export const describeProblem = (p: ManifestProblem) => (p.line ? fill(t.at, { line: formatNumber(p.line), path: p.path, message: p.message }) : p.message);
