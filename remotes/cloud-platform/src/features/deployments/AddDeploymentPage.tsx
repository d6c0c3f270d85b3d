import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Form, Input, Segmented, Select, Skeleton } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { containerPortSpec, createKuberDeploymentSchema, envNameSpec, portNameSpec, type CreateKuberDeploymentRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatNumber } from '@portal/locale';
import { formRules, LoadFailed, notify, NumberField, PageHeader, useNumericParams, usePermission, WithReason } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { useConfigMaps, useNamespace, useSecrets } from '../namespaces/api';
import { useCreateDeployment } from './api';
import { describeProblem, parseDeploymentManifest, type ManifestProblem } from './manifest';

const t = cloudPlatformMessages.deployment;
const S = createKuberDeploymentSchema;
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
  const refOptions = (list: { name: string }[] | undefined) => (list ?? []).map((m) => ({ value: m.name, label: m.name }));

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
          <Form<CreateKuberDeploymentRequest> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(v) => void send({ ...initial, ...v, env: v.env ?? [], ports: v.ports ?? [], configMapRefs: v.configMapRefs ?? [], secretRefs: v.secretRefs ?? [] })}>
            <Flex gap={16} wrap>
              <Form.Item name="name" label={t.name} rules={formRules(S.name)} style={{ flex: '1 1 200px' }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name="image" label={t.image} rules={formRules(S.image)} style={{ flex: '2 1 260px' }}>
                <Input dir="ltr" autoComplete="off" placeholder="nginx:1.27" />
              </Form.Item>
            </Flex>
            <Flex gap={16} wrap>
              <Form.Item name="replicas" label={t.replicas} rules={formRules(S.replicas)} style={{ flex: '1 1 140px' }}>
                <NumberField min={0} max={50} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="cpuMillicores" label={t.cpu} rules={formRules(S.cpuMillicores)} style={{ flex: '1 1 140px' }}>
                <NumberField min={50} step={50} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="memoryMi" label={t.memory} rules={formRules(S.memoryMi)} style={{ flex: '1 1 140px' }}>
                <NumberField min={32} step={32} style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
            <Form.List name="env">
              {(fields, { add, remove }) => (
                <Flex vertical gap={4} style={{ marginBottom: 16 }}>
                  <strong>{t.env}</strong>
                  {fields.map((field, i) => (
                    <Flex key={field.key} gap={8} wrap align="start">
                      <Form.Item name={[field.name, 'name']} label={`${t.envName} ${formatNumber(i + 1)}`} rules={formRules(envNameSpec)} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                        <Input dir="ltr" autoComplete="off" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'value']} label={`${t.envValue} ${formatNumber(i + 1)}`} style={{ flex: '2 1 200px', marginBottom: 8 }}>
                        <Input dir="ltr" autoComplete="off" />
                      </Form.Item>
                      <Button aria-label={`${t.remove} ${formatNumber(i + 1)}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
                    </Flex>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })} style={{ alignSelf: 'start' }}>
                    {t.addEnv}
                  </Button>
                </Flex>
              )}
            </Form.List>
            <Form.List name="ports">
              {(fields, { add, remove }) => (
                <Flex vertical gap={4} style={{ marginBottom: 16 }}>
                  <strong>{t.ports}</strong>
                  {fields.map((field, i) => (
                    <Flex key={field.key} gap={8} wrap align="start">
                      <Form.Item name={[field.name, 'name']} label={`${t.portName} ${formatNumber(i + 1)}`} rules={formRules(portNameSpec)} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                        <Input dir="ltr" autoComplete="off" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'containerPort']} label={`${t.containerPort} ${formatNumber(i + 1)}`} rules={formRules(containerPortSpec)} style={{ flex: '1 1 120px', marginBottom: 8 }}>
                        <NumberField min={1} max={65535} style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'protocol']} label={`${t.protocol} ${formatNumber(i + 1)}`} style={{ flex: '1 1 100px', marginBottom: 8 }}>
                        <Select options={[{ value: 'TCP', label: 'TCP' }, { value: 'UDP', label: 'UDP' }]} />
                      </Form.Item>
                      <Button aria-label={`${t.remove} ${formatNumber(i + 1)}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
                    </Flex>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ name: '', containerPort: 8080, protocol: 'TCP' })} style={{ alignSelf: 'start' }}>
                    {t.addPort}
                  </Button>
                </Flex>
              )}
            </Form.List>
            <Flex gap={16} wrap>
              <Form.Item name="configMapRefs" label={t.configMapRefs} style={{ flex: '1 1 220px' }}>
                <Select mode="multiple" options={refOptions(maps.data)} />
              </Form.Item>
              <Form.Item name="secretRefs" label={t.secretRefs} style={{ flex: '1 1 220px' }}>
                <Select mode="multiple" options={refOptions(secrets.data)} />
              </Form.Item>
            </Flex>
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
