import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Segmented, Skeleton } from 'antd';
import type { CreateKuberDeploymentRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill } from '@portal/locale';
import { LoadFailed, notify, PageHeader, useNumericParams, usePermission, WithReason } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { useConfigMaps, useNamespace, useSecrets } from '../namespaces/api';
import { useCreateDeployment } from './api';
import { DeploymentFields, withLists } from './DeploymentFields';
import { describeProblem, parseDeploymentManifest, type ManifestProblem } from './manifest';

const t = cloudPlatformMessages.deployment;
const initial: CreateKuberDeploymentRequest = { name: '', image: '', replicas: 1, cpuMillicores: 250, memoryMi: 256, env: [], ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' }], configMapRefs: [], secretRefs: [] };

/** `/kubernetes-cloud/{projectId}/{id}/deployment/add`: a deployment from the form, or from a pasted manifest. */
export default function AddDeploymentPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const host = useNamespace(projectId, id);
  const ids = { projectId, kuberHostId: id };
  const maps = useConfigMaps(ids);
  const secrets = useSecrets(ids);
  const create = useCreateDeployment();
  const { allowed, reason } = usePermission('write');
  const [form] = Form.useForm<CreateKuberDeploymentRequest>();
  const [mode, setMode] = useState<'form' | 'manifest'>('form');
  const [manifest, setManifest] = useState('');
  const [problems, setProblems] = useState<ManifestProblem[]>([]);
  const back = `/kubernetes-cloud/${projectId}/${id}/deployment`;

  if (host.isLoading) return <Skeleton active />;
  if (!host.data) return <LoadFailed error={host.error} invalidId={Number.isNaN(id)} onRetry={() => void host.refetch()} backTo={back} backLabel={t.back} />;

  const send = async (body: CreateKuberDeploymentRequest) => {
    if (create.isPending || !allowed) return;
    const ok = await sendForm(form, () => create.mutateAsync({ params: ids, body }));
    if (!ok) return;
    notify.success(t.created);
    navigate(back);
  };
  const fromManifest = () => {
    const parsed = parseDeploymentManifest(manifest);
    setProblems(parsed.problems);
    if (parsed.request) void send(parsed.request);
  };

  return (
    <>
      <PageHeader title={fill(t.addTitle, { name: host.data.name })} backTo={back} backLabel={t.back} />
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      <Segmented<'form' | 'manifest'> value={mode} onChange={setMode} options={[{ value: 'form', label: t.modeForm }, { value: 'manifest', label: t.modeManifest }]} style={{ marginBottom: 16 }} />
      {mode === 'manifest' ? (
        <Card title={t.manifest}>
          <Form layout="vertical" component="div">
            <Form.Item label={t.manifest} htmlFor="manifest-text" extra={t.manifestHint}>
              <Input.TextArea id="manifest-text" dir="ltr" rows={18} value={manifest} onChange={(e) => setManifest(e.target.value)} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          </Form>
          {problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t.manifestProblems}
              description={
                <ul style={{ margin: 0 }}>
                  {problems.map((p, i) => (
                    <li key={i}>{describeProblem(p)}</li>
                  ))}
                </ul>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          <WithReason reason={reason}>
            <Button type="primary" disabled={!allowed} loading={create.isPending} onClick={fromManifest}>
              {t.submit}
            </Button>
          </WithReason>
        </Card>
      ) : (
        <Card>
          <Form<CreateKuberDeploymentRequest> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(v) => void send(withLists({ ...initial, ...v }))}>
            <DeploymentFields withName configMaps={maps.data} secrets={secrets.data} />
            <WithReason reason={reason}>
              <Button type="primary" htmlType="submit" disabled={!allowed} loading={create.isPending}>
                {t.submit}
              </Button>
            </WithReason>
          </Form>
        </Card>
      )}
    </>
  );
}
