import { useState } from 'react';
import { Button, Flex, Form, Input, Select, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  createKuberIngressSchema,
  editKuberIngressRuleSchema,
  INGRESS_PROTOCOL,
  ingressPathSpec,
  ingressRuleEntrySchema,
  SECRET_TYPE,
  type KuberIngressRow,
  type KuberIngressRule,
} from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, notify, Permitted, ResourceTable, type ResourceColumn, Ltr } from '@portal/ui';
import { namespaceMessages } from '../messages';
import {
  useCreateIngress,
  useCreateIngressRule,
  useDeleteIngress,
  useDeleteIngressRule,
  useDeployPorts,
  useEditIngressRule,
  useIngresses,
  useSecrets,
} from '../api';
import type { TabProps } from './types';

const t = namespaceMessages.ingresses;
// Field names are the calls' (a refusal's `Rules[0].Path` or `KuberDeployPortId` lands on its field).
type RuleForm = { path: string; kuberCloudDeployPortId?: number };
type IngressForm = {
  name: string;
  domainName: string;
  protocolTypeId: number;
  secretId?: number | null;
  rules: RuleForm[];
  path?: string;
  kuberDeployPortId?: number;
};
/** What the dialog does: a new ingress, rules added to one, or one rule edited (each rule is its own call). */
type Mode = { kind: 'create' } | { kind: 'add'; ingress: KuberIngressRow } | { kind: 'edit'; ingress: KuberIngressRow; rule: KuberIngressRule };
const blank: RuleForm = { path: '/' };

export function IngressTab({ host, projectId }: TabProps) {
  const ids = { projectId, kuberHostId: host.id };
  const ingresses = useIngresses(ids);
  const ports = useDeployPorts(ids);
  const secrets = useSecrets(ids);
  const create = useCreateIngress();
  const addRules = useCreateIngressRule();
  const editRule = useEditIngressRule();
  const removeRule = useDeleteIngressRule();
  const remove = useDeleteIngress();
  const [form] = Form.useForm<IngressForm>();
  const [mode, setMode] = useState<Mode | null>(null);
  const [prefill, setPrefill] = useState<Partial<IngressForm>>({});
  const protocol = Form.useWatch('protocolTypeId', form);
  const open = (m: Mode, values: Partial<IngressForm> = {}) => {
    setPrefill(values);
    setMode(m);
  };
  const portOptions = (ports.data ?? []).flatMap((d) => (d.ports ?? []).map((p) => ({ value: p.portId ?? 0, label: `${d.name}:${p.targetPort}` })));
  const tlsSecrets = (secrets.data ?? []).filter((s) => s.secretTypeId === SECRET_TYPE.tls).map((s) => ({ value: s.id, label: s.name }));
  const columns: ResourceColumn<KuberIngressRow>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'domainName', title: t.host, dataIndex: 'domainName', kind: 'ltr' },
    { key: 'protocol', title: t.protocol, dataIndex: 'protocolTypeId', render: (_, i) => (i.protocolTypeId === INGRESS_PROTOCOL.https ? 'HTTPS' : 'HTTP') },
    {
      key: 'rules',
      title: t.rules,
      dataIndex: 'rules',
      render: (_, i) => (
        <Flex vertical gap={4}>
          {(i.rules ?? []).map((r) => (
            <Space key={r.id} size={4}>
              <Ltr>{`${i.domainName}${r.path} → ${r.serviceName}:${r.port}`}</Ltr>
              <Permitted>
                {(disabled) => (
                  <>
                    <Button
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      disabled={disabled}
                      aria-label={fill(t.editRule, { path: r.path ?? '' })}
                      onClick={() =>
                        open(
                          { kind: 'edit', ingress: i, rule: r },
                          { path: r.path ?? '/', kuberDeployPortId: portOptions.find((p) => p.label === `${r.serviceName}:${r.port}`)?.value },
                        )
                      }
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={disabled}
                      aria-label={fill(t.deleteRule, { path: r.path ?? '' })}
                      onClick={async () => {
                        await removeRule.mutateAsync({ params: { ...ids, kuberIngressId: i.id, id: r.id } });
                        notify.success(t.ruleDeleted);
                      }}
                    />
                  </>
                )}
              </Permitted>
            </Space>
          ))}
          <Permitted>
            {(disabled) => (
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={disabled}
                style={{ alignSelf: 'start' }}
                onClick={() => open({ kind: 'add', ingress: i }, { rules: [blank] })}
              >
                {fill(t.addRuleTo, { name: i.name ?? '' })}
              </Button>
            )}
          </Permitted>
        </Flex>
      ),
    },
    deleteColumn<KuberIngressRow>({
      label: t.delete,
      title: t.deleteTitle,
      description: (i) => fill(t.deleteText, { name: i.name ?? '' }),
      run: (i) => remove.mutateAsync({ params: { ...ids, id: i.id } }),
      done: t.deleted,
    }),
  ];
  const rulesBody = (rules: RuleForm[]) => rules.map((r) => ({ path: r.path.trim(), kuberCloudDeployPortId: r.kuberCloudDeployPortId ?? 0 }));
  const send = (v: IngressForm) => {
    if (mode?.kind === 'edit')
      return editRule.mutateAsync({
        params: { ...ids, kuberIngressId: mode.ingress.id, id: mode.rule.id },
        body: { path: (v.path ?? '').trim(), kuberDeployPortId: v.kuberDeployPortId ?? 0 },
      });
    if (mode?.kind === 'add') return addRules.mutateAsync({ params: { ...ids, kuberIngressId: mode.ingress.id }, body: { rules: rulesBody(v.rules) } });
    const https = v.protocolTypeId === INGRESS_PROTOCOL.https;
    return create.mutateAsync({
      params: ids,
      body: {
        name: v.name.trim(),
        domainName: v.domainName.trim(),
        protocolTypeId: v.protocolTypeId,
        secretId: https ? (v.secretId ?? null) : null,
        rules: rulesBody(v.rules),
      },
    });
  };
  const title =
    mode?.kind === 'edit'
      ? fill(t.editTitle, { path: mode.rule.path ?? '' })
      : mode?.kind === 'add'
        ? fill(t.addRuleTo, { name: mode.ingress.name ?? '' })
        : t.dialogTitle;
  return (
    <>
      <ResourceTable<KuberIngressRow>
        tableId="kubernetes.namespace.ingresses"
        rowKey="id"
        rows={ingresses.data ?? []}
        columns={columns}
        loading={ingresses.isLoading}
        error={ingresses.isError}
        onRetry={() => void ingresses.refetch()}
        caption={t.title}
        emptyText={t.empty}
        toolbar={
          <Permitted>
            {(disabled) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => open({ kind: 'create' })}>
                {t.create}
              </Button>
            )}
          </Permitted>
        }
      />
      <FormDialog<IngressForm>
        form={form}
        open={mode !== null}
        onClose={() => setMode(null)}
        title={title}
        okText={mode?.kind === 'edit' ? t.saveEdit : t.save}
        cancelText={t.cancel}
        width={720}
        resetOnDone
        initialValues={{ name: '', domainName: '', protocolTypeId: INGRESS_PROTOCOL.http, secretId: null, rules: [blank] }}
        values={prefill}
        successMessage={mode?.kind === 'edit' ? t.edited : mode?.kind === 'add' ? t.ruleAdded : t.created}
        send={send}
      >
        {mode?.kind === 'create' && (
          <>
            <Flex gap={12} wrap>
              <Form.Item name="name" label={t.name} rules={formRules(createKuberIngressSchema.name)} style={{ flex: '1 1 160px' }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name="domainName" label={t.host} rules={formRules(createKuberIngressSchema.domainName)} style={{ flex: '2 1 200px' }}>
                <Input dir="ltr" autoComplete="off" placeholder="shop.example.com" />
              </Form.Item>
            </Flex>
            <Flex gap={12} wrap>
              <Form.Item name="protocolTypeId" label={t.protocol} style={{ flex: '1 1 120px' }}>
                <Select
                  options={[
                    { value: INGRESS_PROTOCOL.http, label: 'HTTP' },
                    { value: INGRESS_PROTOCOL.https, label: 'HTTPS' },
                  ]}
                />
              </Form.Item>
              {protocol === INGRESS_PROTOCOL.https && (
                <Form.Item name="secretId" label={t.tlsSecret} style={{ flex: '2 1 200px' }}>
                  <Select options={tlsSecrets} />
                </Form.Item>
              )}
            </Flex>
          </>
        )}
        {mode?.kind === 'edit' ? (
          <Flex gap={8} wrap align="start">
            <Form.Item name="path" label={t.path} rules={formRules(ingressPathSpec)} style={{ flex: '1 1 140px' }}>
              <Input dir="ltr" autoComplete="off" />
            </Form.Item>
            <Form.Item name="kuberDeployPortId" label={t.service} rules={formRules(editKuberIngressRuleSchema.kuberDeployPortId)} style={{ flex: '1 1 180px' }}>
              <Select options={portOptions} />
            </Form.Item>
          </Flex>
        ) : (
          <Form.List name="rules">
            {(fields, { add, remove: drop }) => (
              <Flex vertical gap={4}>
                {fields.map((field, i) => {
                  const k = formatNumber(i + 1);
                  return (
                    <Flex key={field.key} gap={8} wrap align="start">
                      <Form.Item
                        name={[field.name, 'path']}
                        label={`${t.path} ${k}`}
                        rules={formRules(ingressPathSpec)}
                        style={{ flex: '1 1 140px', marginBottom: 8 }}
                      >
                        <Input dir="ltr" autoComplete="off" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'kuberCloudDeployPortId']}
                        label={`${t.service} ${k}`}
                        rules={formRules(ingressRuleEntrySchema.kuberCloudDeployPortId)}
                        style={{ flex: '1 1 180px', marginBottom: 8 }}
                      >
                        <Select options={portOptions} />
                      </Form.Item>
                      <Button
                        aria-label={`${t.removeRule} ${k}`}
                        icon={<DeleteOutlined />}
                        disabled={fields.length === 1}
                        onClick={() => drop(field.name)}
                        style={{ marginTop: 30 }}
                      />
                    </Flex>
                  );
                })}
                <Button icon={<PlusOutlined />} onClick={() => add(blank)} style={{ alignSelf: 'start' }}>
                  {t.addRule}
                </Button>
              </Flex>
            )}
          </Form.List>
        )}
      </FormDialog>
    </>
  );
}
