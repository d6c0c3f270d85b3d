import { Form, Input, Select } from 'antd';
import { createNetworkSchema, type CreateNetworkRequest } from '@portal/contracts';
import { FormDialog, ResourceNameField, formRules } from '@portal/ui';
import { useCreateNetwork, useDatacenters } from './api';
import { networkMessages } from './messages';

const t = networkMessages.create;

export function CreateNetworkDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateNetworkRequest>();
  const datacenters = useDatacenters();
  const create = useCreateNetwork();

  const send = (body: CreateNetworkRequest) => create.mutateAsync({ params: { projectId }, body });

  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={t.title}
      okText={t.submit}
      cancelText={t.cancel}
      send={send}
      successMessage={t.created}
      resetOnDone
      initialValues={{ cidr: '10.10.0.0/24' }}
    >
      <ResourceNameField label={t.name} />
      <Form.Item name="datacenterId" label={t.datacenter} rules={[{ required: true, message: t.datacenterRequired }]}>
        <Select loading={datacenters.isLoading} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name, title: d.name }))} />
      </Form.Item>
      <Form.Item name="cidr" label={t.cidr} extra={t.cidrHint} rules={formRules(createNetworkSchema.cidr)}>
        <Input dir="ltr" maxLength={18} autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
