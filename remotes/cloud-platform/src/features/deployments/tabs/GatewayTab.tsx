import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { createKuberIngressSchema, INGRESS_PROTOCOL, ingressPathSpec, type KuberDeployPort } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { EMPTY_VALUE, formatNumber } from '@portal/locale';
import { formRules, notify, ResourceTable, usePermission, WithReason, type ResourceColumn, Ltr } from '@portal/ui';
import { deploymentMessages } from '../messages';
import { useCreateIngress, useIngresses } from '../../namespaces/api';
import type { DeploymentTabProps } from './types';

const t = deploymentMessages.gateway;

type ExposeForm = { name: string; portId: number; domainName: string; path: string };
type PortRow = KuberDeployPort & { routes: { ingress: string; url: string }[] };

/** A refusal of the ingress call names `Rules[0].Path`…; on this form that is the field itself. */
const FIELD_OF: Record<string, keyof ExposeForm> = { name: 'name', domainName: 'domainName', rules: 'path' };

/**
 * The deployment's gateway: each of its ports (the image's) with the public routes that reach it
 * (rules of the namespace's ingresses naming this deployment and port), and a form exposing a
 * port through a new HTTP ingress (a domain and a path). The ingress is the namespace's own: it is
 * listed, extended and deleted in the namespace's ingress tab too.
 */
export function GatewayTab({ deployment: d, host, projectId }: DeploymentTabProps) {
  const ids = { projectId, kuberHostId: host.id };
  const ingresses = useIngresses(ids);
  const create = useCreateIngress();
  const { allowed, reason } = usePermission('write');
  const [form] = Form.useForm<ExposeForm>();
  const ports = d.ports ?? [];

  const rows: PortRow[] = ports.map((p) => ({
    ...p,
    routes: (ingresses.data ?? []).flatMap((i) =>
      (i.rules ?? [])
        .filter((r) => r.serviceName === d.name && r.port === p.targetPort)
        .map((r) => ({ ingress: i.name ?? '', url: `${i.protocolTypeId === INGRESS_PROTOCOL.https ? 'https' : 'http'}://${i.domainName}${r.path}` })),
    ),
  }));
  const columns: ResourceColumn<PortRow>[] = [
    { key: 'port', title: t.port, dataIndex: 'targetPort', render: (_, p) => <Ltr>{p.targetPort}</Ltr> },
    { key: 'nodePort', title: deploymentMessages.deployment.nodePort, dataIndex: 'nodePort', render: (_, p) => <Ltr>{p.nodePort || EMPTY_VALUE}</Ltr> },
    {
      key: 'routes',
      title: t.routes,
      dataIndex: 'routes',
      render: (_, p) =>
        p.routes.length ? (
          <Flex vertical gap={4}>
            {p.routes.map((r) => (
              <Ltr key={r.url}>{r.url}</Ltr>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t.notExposed}</Typography.Text>
        ),
    },
  ];

  const expose = async (v: ExposeForm) => {
    if (create.isPending || !allowed) return;
    const body = {
      name: v.name.trim(),
      domainName: v.domainName.trim(),
      protocolTypeId: INGRESS_PROTOCOL.http,
      secretId: null,
      rules: [{ path: v.path.trim(), kuberCloudDeployPortId: v.portId }],
    };
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (FIELD_OF[String(f.name[0])] ?? 'domainName') as never, errors: f.errors }))),
    };
    if (!(await sendForm(target, () => create.mutateAsync({ params: ids, body })))) return;
    notify.success(t.exposed);
    form.resetFields(['domainName']);
  };

  return (
    <Flex vertical gap={16}>
      <ResourceTable<PortRow>
        tableId="kubernetes.deployment.ports"
        rowKey="portId"
        rows={rows}
        columns={columns}
        loading={ingresses.isLoading}
        error={ingresses.isError}
        onRetry={() => void ingresses.refetch()}
        caption={t.title}
        emptyText={t.noTcpPort}
      />
      {ports.length > 0 && (
        <Card title={t.exposeTitle}>
          <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
          <Form<ExposeForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={!allowed}
            initialValues={{ name: `${d.name}-gateway`.slice(0, 63), portId: ports[0]!.portId, domainName: '', path: '/' }}
            onFinish={(v) => void expose(v)}
          >
            <Flex gap={12} wrap align="start">
              <Form.Item name="name" label={t.ingressName} rules={formRules(createKuberIngressSchema.name)} style={{ flex: '1 1 160px' }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name="portId" label={t.port} style={{ flex: '1 1 120px' }}>
                <Select aria-label={t.port} options={ports.map((p) => ({ value: p.portId, label: formatNumber(p.targetPort ?? 0) }))} />
              </Form.Item>
              <Form.Item name="domainName" label={t.host} rules={formRules(createKuberIngressSchema.domainName)} style={{ flex: '2 1 200px' }}>
                <Input dir="ltr" autoComplete="off" placeholder="shop.example.com" />
              </Form.Item>
              <Form.Item name="path" label={t.path} rules={formRules(ingressPathSpec)} style={{ flex: '1 1 100px' }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
            </Flex>
            <WithReason reason={reason}>
              <Button type="primary" htmlType="submit" disabled={!allowed} loading={create.isPending}>
                {t.expose}
              </Button>
            </WithReason>
          </Form>
        </Card>
      )}
    </Flex>
  );
}
