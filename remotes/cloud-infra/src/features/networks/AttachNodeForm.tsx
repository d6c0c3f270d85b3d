import { Button, Empty, Form, Input, Select } from 'antd';
import { networkNodeSchema, type NetworkNodeRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { formRules, usePermission } from '@portal/ui';
import { useAttachNode } from './api';
import { networkMessages } from './messages';

const t = networkMessages.nodes;

/**
 * Attaches a server to a network. One side is fixed by the page (`fixed`), the other is picked
 * from `choices`; the address is optional (the next free one otherwise).
 */
export function AttachNodeForm({
  projectId,
  fixed,
  pick,
  choices,
  loading,
  emptyText,
  disabled,
}: {
  projectId: number;
  fixed: { vmNetworkId: number } | { vmHostId: number };
  pick: { field: 'vmHostId' | 'vmNetworkId'; label: string };
  choices: { value: number; label: string }[];
  loading: boolean;
  emptyText: string;
  disabled?: boolean;
}) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const [form] = Form.useForm<{ picked: number; ipAddress?: string }>();
  const attach = useAttachNode();
  if (!loading && choices.length === 0) return <Empty description={emptyText} />;

  const submit = async ({ picked, ipAddress }: { picked: number; ipAddress?: string }) => {
    // Private networks are IPv4: the provider's isV4 is always true here.
    const body = { ...fixed, [pick.field]: picked, isV4: true, ipAddress: ipAddress?.trim() || null } as NetworkNodeRequest;
    if (!(await sendForm(form, () => attach.mutateAsync({ params: { projectId }, body })))) return;
    notify.success(t.attached);
    form.resetFields();
  };

  return (
    <Form disabled={!canWrite} form={form} layout="inline" onFinish={(v) => void submit(v)} requiredMark={false}>
      <Form.Item name="picked" rules={formRules(networkNodeSchema[pick.field])}>
        <Select
          aria-label={pick.label}
          placeholder={pick.label}
          style={{ minWidth: 240 }}
          loading={loading}
          options={choices.map((c) => ({ ...c, title: c.label }))}
        />
      </Form.Item>
      <Form.Item name="ipAddress" rules={formRules(networkNodeSchema.ipAddress)} tooltip={t.ipHint}>
        <Input dir="ltr" placeholder={t.ipOptional} aria-label={t.ipOptional} style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={attach.isPending} disabled={disabled}>
        {t.submit}
      </Button>
    </Form>
  );
}
