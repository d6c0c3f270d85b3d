import { Alert, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { createKuberIngressSchema, ingressRuleSchema, PATH_TYPES, type KuberIngressRule, type KuberPort } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { formatNumber } from '@portal/locale';
import { formRules, notify, ResourceTable, StatusTag, usePermission, WithReason, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { useCreateIngress, useIngresses } from '../../namespaces/api';
import type { DeploymentTabProps } from './types';

const t = cloudPlatformMessages.gateway;

type ExposeForm = { name: string; containerPort: number; host: string; path: string; pathType: KuberIngressRule['pathType'] };
interface Route {
  ingress: string;
  status: string;
  rule: KuberIngressRule;
  address: string | null;
}
type PortRow = KuberPort & { routes: Route[] };

/** A refusal of the ingress call names `Rules[0].Host`…; on this form that is the field itself. */
const FIELD_OF_RULE: Record<string, keyof ExposeForm> = { host: 'host', path: 'path', pathType: 'pathType', servicePort: 'containerPort', serviceName: 'containerPort' };

/**
 * The deployment's gateway: each of its ports with the public routes that reach it (ingress rules
 * of the namespace naming this deployment and port), and a form exposing a TCP port through a new
 * ingress (a host and a path). The ingress is the namespace's own: it is listed and deleted in the
 * namespace's ingress tab too.
 */
export function GatewayTab({ deployment: d, projectId }: DeploymentTabProps) {
  const ids = { projectId, kuberHostId: d.kuberHostId };
  const ingresses = useIngresses(ids);
  const create = useCreateIngress();
  const { allowed, reason } = usePermission('write');
  const [form] = Form.useForm<ExposeForm>();
  const tcp = d.ports.filter((p) => p.protocol === 'TCP');

  const rows: PortRow[] = d.ports.map((p) => ({
    ...p,
    routes: (ingresses.data ?? []).flatMap((i) =>
      i.rules.filter((r) => r.serviceName === d.name && r.servicePort === p.containerPort && p.protocol === 'TCP').map((rule) => ({ ingress: i.name, status: i.status, rule, address: i.address })),
    ),
  }));
  const columns: ResourceColumn<PortRow>[] = [
    { key: 'name', title: cloudPlatformMessages.deployment.portName, dataIndex: 'name', kind: 'ltr' },
    { key: 'port', title: t.port, dataIndex: 'containerPort', render: (_, p) => <span dir="ltr">{`${p.containerPort}/${p.protocol}`}</span> },
    {
      key: 'routes',
      title: t.routes,
      dataIndex: 'routes',
      render: (_, p) =>
        p.routes.length ? (
          <Flex vertical gap={4}>
            {p.routes.map((r) => (
              <Flex key={`${r.ingress}${r.rule.host}${r.rule.path}`} gap={8} align="center" wrap>
                <span dir="ltr">{`${r.rule.host}${r.rule.path}`}</span>
                {r.status === 'active' ? r.address && <Typography.Text type="secondary" dir="ltr">{`→ ${r.address}`}</Typography.Text> : <StatusTag status={r.status} />}
              </Flex>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{p.protocol === 'UDP' ? t.udpNote : t.notExposed}</Typography.Text>
        ),
    },
  ];

  const expose = async (v: ExposeForm) => {
    if (create.isPending || !allowed) return;
    const body = { name: v.name.trim(), rules: [{ host: v.host.trim(), path: v.path.trim(), pathType: v.pathType, serviceName: d.name, servicePort: v.containerPort }] };
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (f.name[0] === 'rules' ? FIELD_OF_RULE[String(f.name[2])] ?? 'host' : f.name[0]) as never, errors: f.errors }))),
    };
    if (!(await sendForm(target, () => create.mutateAsync({ params: ids, body })))) return;
    notify.success(t.exposed);
    form.resetFields(['host']);
  };

  return (
    <Flex vertical gap={16}>
      <ResourceTable<PortRow>
        rowKey="name"
        rows={rows}
        columns={columns}
        loading={ingresses.isLoading}
        error={ingresses.isError}
        onRetry={() => void ingresses.refetch()}
        caption={t.title}
        emptyText={t.noTcpPort}
      />
      <Card title={t.exposeTitle}>
        <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
        {tcp.length === 0 ? (
          <Alert type="info" showIcon title={t.noTcpPort} />
        ) : (
          <Form<ExposeForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={!allowed}
            initialValues={{ name: `${d.name}-gateway`.slice(0, 63), containerPort: tcp[0]!.containerPort, host: '', path: '/', pathType: 'Prefix' }}
            onFinish={(v) => void expose(v)}
          >
            <Flex gap={12} wrap align="start">
              <Form.Item name="name" label={t.ingressName} rules={formRules(createKuberIngressSchema.name)} style={{ flex: '1 1 160px' }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name="containerPort" label={t.port} style={{ flex: '1 1 120px' }}>
                <Select aria-label={t.port} options={tcp.map((p) => ({ value: p.containerPort, label: `${p.name} (${formatNumber(p.containerPort)})` }))} />
              </Form.Item>
              <Form.Item name="host" label={t.host} rules={formRules(ingressRuleSchema.host)} style={{ flex: '2 1 200px' }}>
                <Input dir="ltr" autoComplete="off" placeholder="shop.example.com" />
              </Form.Item>
              <Form.Item name="path" label={t.path} rules={formRules(ingressRuleSchema.path)} style={{ flex: '1 1 100px' }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name="pathType" label={t.pathType} style={{ flex: '1 1 150px' }}>
                <Select aria-label={t.pathType} options={PATH_TYPES.map((p) => ({ value: p, label: p }))} />
              </Form.Item>
            </Flex>
            <WithReason reason={reason}>
              <Button type="primary" htmlType="submit" disabled={!allowed} loading={create.isPending}>
                {t.expose}
              </Button>
            </WithReason>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
