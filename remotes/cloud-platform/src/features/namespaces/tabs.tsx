import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Modal, Progress, Row, Select, Space, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  configKeySpec,
  createKuberConfigMapSchema,
  createKuberIngressSchema,
  createKuberSecretSchema,
  editKuberHostSchema,
  ingressRuleSchema,
  PATH_TYPES,
  type KuberConfigMap,
  type KuberDeployment,
  type KuberHost,
  type KuberIngress,
  type KuberSecret,
  type KuberSecretValues,
} from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatDateTime, formatNumber, formatToman } from '@portal/locale';
import { ConfirmAction, FormDialog, formRules, notify, NumberField, Permitted, ResourceTable, StatusTag, usePermission, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import {
  customPrice,
  useCloudUnitPrices,
  useConfigMaps,
  useCreateConfigMap,
  useCreateIngress,
  useCreateSecret,
  useDeleteConfigMap,
  useDeleteDeployment,
  useDeleteIngress,
  useDeleteSecret,
  useDeployments,
  useIngresses,
  useResizeNamespace,
  useRevealSecret,
  useSecrets,
} from './api';

export interface TabProps {
  host: KuberHost;
  projectId: number;
}
const n = cloudPlatformMessages.namespace;

function QuotaBar({ label, used, total, say }: { label: string; used: number; total: number; say: (v: number) => string }) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <div>
      <Flex justify="space-between">
        <span>{label}</span>
        <span>{fill(n.usedOf, { used: say(used), total: say(total) })}</span>
      </Flex>
      <Progress percent={percent} showInfo={false} aria-label={label} status={percent >= 90 ? 'exception' : 'normal'} />
    </div>
  );
}

export function OverviewTab({ host }: TabProps) {
  const cores = (v: number) => fill(n.cores, { n: formatNumber(v) });
  const gb = (v: number) => fill(n.gigabytes, { n: formatNumber(v) });
  const count = (v: number) => fill(n.count, { n: formatNumber(v) });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={n.quotaTitle}>
          <Flex vertical gap={12}>
            <QuotaBar label={n.cpu} used={host.used.cpu} total={host.cpu} say={cores} />
            <QuotaBar label={n.memory} used={host.used.memory} total={host.memory} say={gb} />
            <QuotaBar label={n.pods} used={host.used.pods} total={host.pods} say={count} />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={cloudPlatformMessages.clusterDetail.specification}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={n.status}>
              <StatusTag status={host.status} />
            </Descriptions.Item>
            <Descriptions.Item label={cloudPlatformMessages.namespaces.bundle}>{host.bundleName ?? cloudPlatformMessages.namespaces.custom}</Descriptions.Item>
            <Descriptions.Item label={n.disk}>{gb(host.disk)}</Descriptions.Item>
            <Descriptions.Item label={n.price}>{formatToman(host.monthlyPrice)}</Descriptions.Item>
            <Descriptions.Item label={n.createdAt}>{formatDateTime(host.createdAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}

export function DeploymentTab({ host, projectId }: TabProps) {
  const t = cloudPlatformMessages.deployments;
  const ids = { projectId, kuberHostId: host.id };
  const deployments = useDeployments(ids);
  const remove = useDeleteDeployment();
  const navigate = useNavigate();
  const columns: ResourceColumn<KuberDeployment>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
    { key: 'image', title: t.image, dataIndex: 'image', kind: 'ltr' },
    { key: 'replicas', title: t.replicas, dataIndex: 'replicas', render: (_, d) => `${formatNumber(d.readyReplicas)}/${formatNumber(d.replicas)}` },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, d) => (
        <ConfirmAction
          danger
          label={t.delete}
          title={t.deleteTitle}
          description={fill(t.deleteText, { name: d.name })}
          disabled={d.status === 'deleting'}
          onConfirm={async () => {
            await remove.mutateAsync({ params: { ...ids, id: d.id } });
            notify.success(t.deleted);
          }}
        />
      ),
    },
  ];
  return (
    <ResourceTable<KuberDeployment>
      rowKey="id"
      rows={deployments.data ?? []}
      columns={columns}
      loading={deployments.isLoading}
      error={deployments.isError}
      onRetry={() => void deployments.refetch()}
      caption={t.title}
      emptyText={t.empty}
      onRowClick={(d) => navigate(`/kubernetes-cloud/${projectId}/${host.id}/deployment/${d.id}`)}
      toolbar={<Permitted>{(disabled) => <Button type="primary" icon={<PlusOutlined />} disabled={disabled || host.status !== 'active'} onClick={() => navigate(`/kubernetes-cloud/${projectId}/${host.id}/deployment/add`)}>{t.create}</Button>}</Permitted>}
    />
  );
}

type DataForm = { name: string; data: { key: string; value: string }[] };
const toData = (entries: DataForm['data']) => Object.fromEntries((entries ?? []).map((e) => [e.key?.trim() ?? '', e.value ?? '']));

function DataEntries({ secret }: { secret?: boolean }) {
  const t = cloudPlatformMessages.configMaps;
  return (
    <Form.List name="data">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <span>{t.data}</span>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} wrap align="start">
              <Form.Item name={[field.name, 'key']} label={`${t.key} ${formatNumber(i + 1)}`} rules={formRules(configKeySpec)} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} label={`${t.value} ${formatNumber(i + 1)}`} style={{ flex: '2 1 200px', marginBottom: 8 }}>
                {secret ? <Input.Password dir="ltr" autoComplete="off" /> : <Input.TextArea dir="ltr" autoSize={{ minRows: 1, maxRows: 6 }} />}
              </Form.Item>
              <Button aria-label={`${t.removeEntry} ${formatNumber(i + 1)}`} icon={<DeleteOutlined />} disabled={fields.length === 1} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })} style={{ alignSelf: 'start' }}>
            {t.addEntry}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

export function ConfigMapTab({ host, projectId }: TabProps) {
  const t = cloudPlatformMessages.configMaps;
  const ids = { projectId, kuberHostId: host.id };
  const maps = useConfigMaps(ids);
  const create = useCreateConfigMap();
  const remove = useDeleteConfigMap();
  const [form] = Form.useForm<DataForm>();
  const [open, setOpen] = useState(false);
  const columns: ResourceColumn<KuberConfigMap>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'keys', title: t.keys, dataIndex: 'data', render: (_, m) => <Space wrap>{Object.keys(m.data).map((k) => <Tag key={k}><span dir="ltr">{k}</span></Tag>)}</Space> },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, m) => (
        <ConfirmAction danger label={t.delete} title={t.deleteTitle} description={fill(t.deleteText, { name: m.name })} onConfirm={async () => {
          await remove.mutateAsync({ params: { ...ids, id: m.id } });
          notify.success(t.deleted);
        }} />
      ),
    },
  ];
  return (
    <>
      <ResourceTable<KuberConfigMap>
        rowKey="id"
        rows={maps.data ?? []}
        columns={columns}
        loading={maps.isLoading}
        error={maps.isError}
        onRetry={() => void maps.refetch()}
        caption={t.title}
        emptyText={t.empty}
        toolbar={<Permitted>{(disabled) => <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setOpen(true)}>{t.create}</Button>}</Permitted>}
      />
      <FormDialog<DataForm>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.dialogTitle}
        okText={t.save}
        cancelText={t.cancel}
        resetOnDone
        initialValues={{ name: '', data: [{ key: '', value: '' }] }}
        successMessage={t.created}
        send={(v) => create.mutateAsync({ params: ids, body: { name: v.name.trim(), data: toData(v.data) } })}
      >
        <Form.Item name="name" label={t.name} rules={formRules(createKuberConfigMapSchema.name)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <DataEntries />
      </FormDialog>
    </>
  );
}

export function SecretTab({ host, projectId }: TabProps) {
  const t = cloudPlatformMessages.secrets;
  const c = cloudPlatformMessages.configMaps;
  const ids = { projectId, kuberHostId: host.id };
  const secrets = useSecrets(ids);
  const create = useCreateSecret();
  const remove = useDeleteSecret();
  const reveal = useRevealSecret();
  const [form] = Form.useForm<DataForm>();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<KuberSecretValues | null>(null);
  const columns: ResourceColumn<KuberSecret>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'keys', title: t.keys, dataIndex: 'keys', render: (_, s) => <Space wrap>{s.keys.map((k) => <Tag key={k}><span dir="ltr">{k}</span></Tag>)}</Space> },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, s) => (
        <Space>
          <Button onClick={async () => setShown(await reveal.mutateAsync({ params: { ...ids, id: s.id } }))}>{t.reveal}</Button>
          <ConfirmAction danger label={t.delete} title={t.deleteTitle} description={fill(t.deleteText, { name: s.name })} onConfirm={async () => {
            await remove.mutateAsync({ params: { ...ids, id: s.id } });
            notify.success(t.deleted);
          }} />
        </Space>
      ),
    },
  ];
  return (
    <>
      <Alert type="info" showIcon title={t.writeOnly} style={{ marginBottom: 12 }} />
      <ResourceTable<KuberSecret>
        rowKey="id"
        rows={secrets.data ?? []}
        columns={columns}
        loading={secrets.isLoading}
        error={secrets.isError}
        onRetry={() => void secrets.refetch()}
        caption={t.title}
        emptyText={t.empty}
        toolbar={<Permitted>{(disabled) => <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setOpen(true)}>{t.create}</Button>}</Permitted>}
      />
      <FormDialog<DataForm>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.dialogTitle}
        okText={c.save}
        cancelText={c.cancel}
        resetOnDone
        initialValues={{ name: '', data: [{ key: '', value: '' }] }}
        successMessage={t.created}
        send={(v) => create.mutateAsync({ params: ids, body: { name: v.name.trim(), data: toData(v.data) } })}
      >
        <Form.Item name="name" label={t.name} rules={formRules(createKuberSecretSchema.name)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <DataEntries secret />
      </FormDialog>
      <Modal open={shown !== null} title={shown && fill(t.revealTitle, { name: shown.name })} onCancel={() => setShown(null)} footer={<Button onClick={() => setShown(null)}>{t.close}</Button>}>
        <Descriptions column={1} size="small">
          {Object.entries(shown?.data ?? {}).map(([k, v]) => (
            <Descriptions.Item key={k} label={<span dir="ltr">{k}</span>}>
              <Typography.Text code copyable dir="ltr">{v}</Typography.Text>
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Modal>
    </>
  );
}

type IngressForm = { name: string; rules: { host: string; path: string; pathType: string; serviceName: string; servicePort: number }[] };

export function IngressTab({ host, projectId }: TabProps) {
  const t = cloudPlatformMessages.ingresses;
  const ids = { projectId, kuberHostId: host.id };
  const ingresses = useIngresses(ids);
  const deployments = useDeployments(ids);
  const create = useCreateIngress();
  const remove = useDeleteIngress();
  const [form] = Form.useForm<IngressForm>();
  const [open, setOpen] = useState(false);
  const columns: ResourceColumn<KuberIngress>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
    {
      key: 'rules',
      title: t.rules,
      dataIndex: 'rules',
      render: (_, i) => (
        <Flex vertical>
          {i.rules.map((r, k) => (
            <span key={k} dir="ltr">{`${r.host}${r.path} (${r.pathType}) → ${r.serviceName}:${r.servicePort}`}</span>
          ))}
        </Flex>
      ),
    },
    { key: 'address', title: t.address, dataIndex: 'address', kind: 'ltr' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, i) => (
        <ConfirmAction danger label={t.delete} title={t.deleteTitle} description={fill(t.deleteText, { name: i.name })} disabled={i.status === 'deleting'} onConfirm={async () => {
          await remove.mutateAsync({ params: { ...ids, id: i.id } });
          notify.success(t.deleted);
        }} />
      ),
    },
  ];
  const services = (deployments.data ?? []).map((d) => ({ value: d.name, label: d.name }));
  const blank = { host: '', path: '/', pathType: 'Prefix', serviceName: '', servicePort: 80 };
  return (
    <>
      <ResourceTable<KuberIngress>
        rowKey="id"
        rows={ingresses.data ?? []}
        columns={columns}
        loading={ingresses.isLoading}
        error={ingresses.isError}
        onRetry={() => void ingresses.refetch()}
        caption={t.title}
        emptyText={t.empty}
        toolbar={<Permitted>{(disabled) => <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setOpen(true)}>{t.create}</Button>}</Permitted>}
      />
      <FormDialog<IngressForm>
        form={form}
        open={open}
        onClose={() => setOpen(false)}
        title={t.dialogTitle}
        okText={t.save}
        cancelText={t.cancel}
        width={760}
        resetOnDone
        initialValues={{ name: '', rules: [blank] }}
        successMessage={t.created}
        send={(v) => create.mutateAsync({ params: ids, body: { name: v.name.trim(), rules: v.rules.map((r) => ({ ...r, host: r.host.trim(), path: r.path.trim(), pathType: r.pathType as (typeof PATH_TYPES)[number] })) } })}
      >
        <Form.Item name="name" label={t.name} rules={formRules(createKuberIngressSchema.name)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.List name="rules">
          {(fields, { add, remove: drop }) => (
            <Flex vertical gap={4}>
              {fields.map((field, i) => {
                const k = formatNumber(i + 1);
                return (
                  <Flex key={field.key} gap={8} wrap align="start">
                    <Form.Item name={[field.name, 'host']} label={`${t.host} ${k}`} rules={formRules(ingressRuleSchema.host)} style={{ flex: '2 1 180px', marginBottom: 8 }}>
                      <Input dir="ltr" autoComplete="off" placeholder="shop.example.com" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'path']} label={`${t.path} ${k}`} rules={formRules(ingressRuleSchema.path)} style={{ flex: '1 1 100px', marginBottom: 8 }}>
                      <Input dir="ltr" autoComplete="off" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'pathType']} label={`${t.pathType} ${k}`} style={{ flex: '1 1 150px', marginBottom: 8 }}>
                      <Select options={PATH_TYPES.map((p) => ({ value: p, label: p }))} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'serviceName']} label={`${t.service} ${k}`} rules={formRules(ingressRuleSchema.serviceName)} style={{ flex: '1 1 130px', marginBottom: 8 }}>
                      <Select options={services} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'servicePort']} label={`${t.port} ${k}`} rules={formRules(ingressRuleSchema.servicePort)} style={{ flex: '1 1 90px', marginBottom: 8 }}>
                      <NumberField min={1} max={65535} style={{ width: '100%' }} />
                    </Form.Item>
                    <Button aria-label={`${t.removeRule} ${k}`} icon={<DeleteOutlined />} disabled={fields.length === 1} onClick={() => drop(field.name)} style={{ marginTop: 30 }} />
                  </Flex>
                );
              })}
              <Button icon={<PlusOutlined />} onClick={() => add(blank)} style={{ alignSelf: 'start' }}>
                {t.addRule}
              </Button>
            </Flex>
          )}
        </Form.List>
      </FormDialog>
    </>
  );
}

type SizeForm = { cpu: number; memory: number; disk: number; pods: number };

export function SettingTab({ host, projectId }: TabProps) {
  const t = cloudPlatformMessages.settings;
  const c = cloudPlatformMessages.createNamespace;
  const [form] = Form.useForm<SizeForm>();
  const resize = useResizeNamespace();
  const units = useCloudUnitPrices();
  const { allowed, reason } = usePermission('write');
  const watched = Form.useWatch([], form) as SizeForm | undefined;
  const price = customPrice(units.data, watched ?? host);
  const save = async (v: SizeForm) => {
    if (resize.isPending) return;
    const target = { setFields: (fields: { name: (string | number)[]; errors: string[] }[]) => form.setFields(fields.map((f) => ({ name: (f.name[0] === 'tenPods' ? ['pods'] : f.name) as never, errors: f.errors }))) };
    const ok = await sendForm(target, () => resize.mutateAsync({ params: { projectId, id: host.id }, body: { cpu: v.cpu, memory: v.memory, disk: v.disk, tenPods: Math.round(v.pods / 10) } }));
    if (ok) notify.success(t.saved);
  };
  return (
    <Card title={t.title}>
      <Typography.Paragraph>{t.hint}</Typography.Paragraph>
      <Form<SizeForm> form={form} layout="vertical" requiredMark={false} initialValues={{ cpu: host.cpu, memory: host.memory, disk: host.disk, pods: host.pods }} onFinish={(v) => void save(v)}>
        <Flex gap={16} wrap>
          <Form.Item name="cpu" label={c.cpu} rules={formRules(editKuberHostSchema.cpu)} style={{ flex: '1 1 140px' }}>
            <NumberField min={1} max={64} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="memory" label={c.memory} rules={formRules(editKuberHostSchema.memory)} style={{ flex: '1 1 140px' }}>
            <NumberField min={1} max={256} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="disk" label={c.disk} rules={formRules(editKuberHostSchema.disk)} style={{ flex: '1 1 140px' }}>
            <NumberField min={10} max={2000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="pods" label={c.pods} style={{ flex: '1 1 140px' }}>
            <NumberField min={10} max={500} step={10} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Typography.Paragraph>
          {t.newPrice}: <strong>{price ? formatToman(price.price) : '—'}</strong>
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" disabled={!allowed || host.status !== 'active'} title={reason} loading={resize.isPending}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}
