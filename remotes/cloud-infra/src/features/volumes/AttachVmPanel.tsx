import { Link } from 'react-router-dom';
import { Button, Card, Empty, Form, Select, Skeleton, Space, Typography } from 'antd';
import { attachVolumeSchema, serviceStatusOf, vmPowerState, type Volume, type VolumeNode } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { ConfirmAction, formRules, StatusTag, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useAttachVolume, useDetachVolume, useServers } from './api';
import { volumeMessages } from './messages';

const t = volumeMessages.attach;

/** attach-vm: shows the server the disk is on (its node: detach), or lets the user pick one (attach). */
export function AttachVmPanel({ projectId, volume: v, node }: { projectId: number; volume: Volume; node: { data?: VolumeNode; isLoading: boolean } }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const servers = useServers(projectId);
  const attach = useAttachVolume();
  const detach = useDetachVolume();
  const [form] = Form.useForm<{ vmHostId: number }>();
  const active = serviceStatusOf(v.statusId) === 'active';
  const name = v.name ?? '';

  if (node.isLoading) return <Skeleton active />;
  const n = node.data;
  if (n?.isConnected && n.vmHostId != null) {
    const server = n.vmHost ?? String(n.vmHostId);
    return (
      <Card title={t.title}>
        <Typography.Paragraph>{t.attachedTo}</Typography.Paragraph>
        <Space wrap>
          <Typography.Text strong>{server}</Typography.Text>
          <Link to={`/vm/${projectId}/${n.vmHostId}/specification`}>{t.openServer}</Link>
          <ConfirmAction
            danger
            label={t.detach}
            okText={t.detach}
            title={t.detachTitle}
            description={t.detachText(name, server)}
            disabled={!active}
            onConfirm={async () => {
              await detach.mutateAsync({ params: { projectId, id: n.id } });
              notify.success(t.detached);
            }}
          />
        </Space>
      </Card>
    );
  }

  // The project's servers (one data centre) that are settled, running or off, can take the disk.
  const candidates = (servers.data ?? []).filter((s) => vmPowerState(s) != null);
  const submit = async ({ vmHostId }: { vmHostId: number }) => {
    if (!(await sendForm(form, () => attach.mutateAsync({ params: { projectId }, body: { vmVolumeHostId: v.id, vmHostId } })))) return;
    notify.success(t.attached);
  };

  return (
    <Card title={t.title}>
      <Typography.Paragraph>{t.free}</Typography.Paragraph>
      {!servers.isLoading && candidates.length === 0 ? (
        <Empty description={t.noServers} />
      ) : (
        <Form disabled={!canWrite} form={form} layout="inline" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="vmHostId" label={t.server} rules={formRules(attachVolumeSchema.vmHostId)}>
            <Select
              aria-label={t.pickServer}
              style={{ minWidth: 260 }}
              placeholder={t.pickServer}
              loading={servers.isLoading}
              options={candidates.map((s) => ({
                value: s.id,
                title: s.name ?? undefined,
                label: (
                  <Space>
                    {s.name}
                    <StatusTag statusId={s.statusId} status={s.status} />
                  </Space>
                ),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={attach.isPending} disabled={!active}>
            {t.submit}
          </Button>
        </Form>
      )}
    </Card>
  );
}
