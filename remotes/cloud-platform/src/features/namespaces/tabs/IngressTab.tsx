import { useState } from 'react';
import { Button, Flex, Form, Input, Select } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createKuberIngressSchema, ingressRuleSchema, PATH_TYPES, type KuberIngress } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { deleteColumn, FormDialog, formRules, NumberField, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { useCreateIngress, useDeleteIngress, useDeployments, useEditIngress, useIngresses } from '../api';
import type { TabProps } from './types';

type IngressForm = { name: string; rules: { host: string; path: string; pathType: string; serviceName: string; servicePort: number }[] };

export function IngressTab({ host, projectId }: TabProps) {
  const t = cloudPlatformMessages.ingresses;
  const ids = { projectId, kuberHostId: host.id };
  const ingresses = useIngresses(ids);
  const deployments = useDeployments(ids);
  const create = useCreateIngress();
  const edit = useEditIngress();
  const remove = useDeleteIngress();
  const [form] = Form.useForm<IngressForm>();
  const [open, setOpen] = useState(false);
  // The ingress whose rules are being edited (the name stays); null: a new one.
  const [editing, setEditing] = useState<KuberIngress | null>(null);
  const openEdit = (i: KuberIngress) => {
    setEditing(i);
    form.setFieldsValue({ name: i.name, rules: i.rules });
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    if (editing) {
      setEditing(null);
      form.resetFields();
    }
  };
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
    deleteColumn<KuberIngress>({
      label: t.delete,
      title: t.deleteTitle,
      description: (i) => fill(t.deleteText, { name: i.name }),
      disabled: (i) => i.status === 'deleting',
      run: (i) => remove.mutateAsync({ params: { ...ids, id: i.id } }),
      done: t.deleted,
      edit: { label: t.edit, ariaLabel: (i) => fill(t.editOf, { name: i.name }), open: (i) => openEdit(i) },
    }),
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
        onClose={close}
        title={editing ? fill(t.editTitle, { name: editing.name }) : t.dialogTitle}
        okText={editing ? t.saveEdit : t.save}
        cancelText={t.cancel}
        width={760}
        resetOnDone
        initialValues={{ name: '', rules: [blank] }}
        successMessage={editing ? t.edited : t.created}
        send={(v) => {
          const rules = v.rules.map((r) => ({ ...r, host: r.host.trim(), path: r.path.trim(), pathType: r.pathType as (typeof PATH_TYPES)[number] }));
          return editing ? edit.mutateAsync({ params: { ...ids, id: editing.id }, body: { rules } }) : create.mutateAsync({ params: ids, body: { name: v.name.trim(), rules } });
        }}
      >
        <Form.Item name="name" label={t.name} rules={formRules(createKuberIngressSchema.name)}>
          <Input dir="ltr" autoComplete="off" disabled={editing !== null} />
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
