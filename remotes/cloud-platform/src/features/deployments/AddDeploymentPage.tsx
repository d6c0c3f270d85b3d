import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Segmented, Skeleton } from 'antd';
import type { CreateKuberDeploymentRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill } from '@portal/locale';
import { LoadFailed, notify, PageHeader, useNumericParams, usePermission, WithReason } from '@portal/ui';
import { deploymentMessages } from './messages';
import { useCloudImages, useNamespace } from '../namespaces/api';
import { useCreateDeployment } from './api';
import { DeploymentFields, toKeyValue, type DeploymentForm } from './DeploymentFields';
import { describeProblem, parseDeploymentManifest, type ManifestProblem } from './manifest';

const t = deploymentMessages.deployment;
const initial: DeploymentForm = { name: '', replicaNumber: 1, isPublic: true, env: [] };

/** `/kubernetes-cloud/{projectId}/{id}/deployment/add`: a deployment from the form, or from a pasted manifest. */
export default function AddDeploymentPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const host = useNamespace(projectId, id);
  const ids = { projectId, kuberHostId: id };
  const images = useCloudImages();
  const create = useCreateDeployment();
  const { allowed, reason } = usePermission('write');
  const [form] = Form.useForm<DeploymentForm>();
  const [mode, setMode] = useState<'form' | 'manifest'>('form');
  const [manifest, setManifest] = useState('');
  const [problems, setProblems] = useState<ManifestProblem[]>([]);
  const back = `/kubernetes-cloud/${projectId}/${id}/deployment`;

  if (host.isLoading) return <Skeleton active />;
  if (!host.data) return <LoadFailed error={host.error} invalidId={Number.isNaN(id)} onRetry={() => void host.refetch()} backTo={back} backLabel={t.back} />;

  const send = async (body: CreateKuberDeploymentRequest) => {
    if (create.isPending || !allowed) return;
    // A refused env key (`KeyValue[0].Key`) is the form's env row.
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (f.name[0] === 'keyValue' ? ['env', f.name[1], 'key'] : f.name) as never, errors: f.errors }))),
    };
    const ok = await sendForm(target, () => create.mutateAsync({ params: ids, body }));
    if (!ok) return;
    notify.success(t.created);
    navigate(back);
  };
  const fromManifest = () => {
    const parsed = parseDeploymentManifest(manifest, images.data ?? []);
    setProblems(parsed.problems);
    if (parsed.request) void send(parsed.request);
  };

  return (
    <>
      <PageHeader title={fill(t.addTitle, { name: host.data.name ?? '' })} backTo={back} backLabel={t.back} />
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      <Segmented<'form' | 'manifest'>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'form', label: t.modeForm },
          { value: 'manifest', label: t.modeManifest },
        ]}
        style={{ marginBottom: 16 }}
      />
      {mode === 'manifest' ? (
        <Card title={t.manifest}>
          <Form layout="vertical" component="div">
            <Form.Item label={t.manifest} htmlFor="manifest-text" extra={t.manifestHint}>
              <Input.TextArea
                id="manifest-text"
                dir="ltr"
                rows={18}
                value={manifest}
                onChange={(e) => setManifest(e.target.value)}
                style={{ fontFamily: 'monospace' }}
              />
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
          <Form<DeploymentForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={initial}
            onFinish={(v) =>
              void send({
                name: v.name.trim(),
                imageTagId: v.imageTagId ?? 0,
                isPublic: v.isPublic,
                replicaNumber: v.replicaNumber,
                keyValue: toKeyValue(v.env),
              })
            }
          >
            <DeploymentFields create images={images.data} />
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
