import { Form, Input, Select } from 'antd';
import { createNetworkSchema, NETWORK_PREFIX, type CreateNetworkRequest } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { FormDialog, ResourceNameField, formRules } from '@portal/ui';
import { useCreateNetwork } from './api';
import { networkMessages } from './messages';

const t = networkMessages.create;
const PREFIXES = Array.from({ length: NETWORK_PREFIX.max - NETWORK_PREFIX.min + 1 }, (_, i) => NETWORK_PREFIX.min + i);

/** A network from its first address and a prefix, as the provider takes it (in the project's data centre). */
export function CreateNetworkDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateNetworkRequest>();
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
      initialValues={{ network: '10.10.0.0', prefix: 24 }}
    >
      <ResourceNameField label={t.name} />
      <Form.Item name="network" label={t.network} extra={t.networkHint} rules={formRules(createNetworkSchema.network)}>
        <Input dir="ltr" maxLength={15} autoComplete="off" />
      </Form.Item>
      <Form.Item name="prefix" label={t.prefix} rules={formRules(createNetworkSchema.prefix)}>
        <Select options={PREFIXES.map((p) => ({ value: p, label: <bdi dir="ltr">{t.prefixOption(p, formatNumber(2 ** (32 - p)))}</bdi>, title: `/${p}` }))} />
      </Form.Item>
    </FormDialog>
  );
}
