import { Link } from 'react-router-dom';
import { Button, Card, Empty, Form, Select, Space, Typography } from 'antd';
import type { Volume } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { ConfirmAction, StatusTag, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useAttachVolume, useDetachVolume, useServers } from './api';
import { volumeMessages } from './messages';

const t = volumeMessages.attach;

/** attach-vm: shows the server the disk is on (detach), or lets the user pick one (attach). */
export function AttachVmPanel({ volume: v }: { volume: Volume }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const servers = useServers(v.projectId);
  const attach = useAttachVolume();
  const detach = useDetachVolume();
  const [form] = Form.useForm<{ vmHostId: number }>();

  if (v.vmHostId !== null) {
    const vmHostId = v.vmHostId;
    return (
      <Card title={t.title}>
        <Typography.Paragraph>{t.attachedTo}</Typography.Paragraph>
        <Space wrap>
          <Typography.Text strong>{v.vmHostName}</Typography.Text>
          <Link to={`/vm/${v.projectId}/${vmHostId}/specification`}>{t.openServer}</Link>
          <ConfirmAction
            danger
            label={t.detach}
            okText={t.detach}
            title={t.detachTitle}
            description={t.detachText(v.name, v.vmHostName ?? '')}
            disabled={v.status !== 'active'}
            onConfirm={async () => {
              await detach.mutateAsync({ params: { projectId: v.projectId }, body: { vmVolumeHostId: v.id, vmHostId } });
              notify.success(t.detached);
            }}
          />
        </Space>
      </Card>
    );
  }

  // Only servers of the same data centre that are not in the middle of something can take the disk.
  const candidates = (servers.data ?? []).filter((s) => s.datacenterId === v.datacenterId && (s.status === 'active' || s.status === 'stopped'));
  const submit = async ({ vmHostId }: { vmHostId: number }) => {
    if (!(await sendForm(form, () => attach.mutateAsync({ params: { projectId: v.projectId }, body: { vmVolumeHostId: v.id, vmHostId } })))) return;
    notify.success(t.attached);
  };

  return (
    <Card title={t.title}>
      <Typography.Paragraph>{t.free}</Typography.Paragraph>
      {!servers.isLoading && candidates.length === 0 ? (
        <Empty description={t.noServers} />
      ) : (
        <Form disabled={!canWrite} form={form} layout="inline" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="vmHostId" label={t.server} rules={[{ required: true, message: t.serverRequired }]}>
            <Select
              aria-label={t.pickServer}
              style={{ minWidth: 260 }}
              placeholder={t.pickServer}
              loading={servers.isLoading}
              options={candidates.map((s) => ({ value: s.id, title: s.name, label: <Space>{s.name}<StatusTag status={s.status} /></Space> }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={attach.isPending} disabled={v.status !== 'active'}>
            {t.submit}
          </Button>
        </Form>
      )}
    </Card>
  );
}
