import { Button, Form, Select, Space, Tag, Typography } from 'antd';
import { CACULATE_TYPES, SCHEDULE_TYPES, scheduleSchema, type ScheduleQuery } from '@portal/contracts';
import { ConfirmAction, formRules, usePermission } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import type { useProtection } from './api';
import { protectionMessages } from './messages';

const t = protectionMessages.schedule;

/** Automatic snapshots/backups: enable with a period (ScheduleTypeId) and a charging mode (CaculateTypeId), or disable. */
export function SchedulePanel({ protection, ownerId }: { protection: ReturnType<typeof useProtection>; ownerId: number }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const [form] = Form.useForm<ScheduleQuery>();
  const { schedule, enable, disable, params } = protection;
  const s = schedule.data;
  const idParams = { projectId: params.projectId, id: ownerId };

  if (s?.enabled)
    return (
      <Space wrap>
        <Tag color="success">{t.enabled}</Tag>
        <Typography.Text>
          {t.scheduleType}: {t.scheduleTypes[s.scheduleTypeId ?? 0]}
        </Typography.Text>
        <Typography.Text>
          {t.caculateType}: {t.caculateTypes[s.caculateTypeId ?? 0]}
        </Typography.Text>
        <ConfirmAction
          label={t.disable}
          okText={t.disable}
          title={t.disableTitle}
          description={t.disableText}
          onConfirm={async () => {
            await disable.mutateAsync({ params: idParams });
            notify.success(t.disabled_);
          }}
        />
      </Space>
    );

  const submit = async (query: ScheduleQuery) => {
    try {
      await enable.mutateAsync({ params: idParams, query });
      notify.success(t.enabled_);
    } catch {
      /* the interceptor has shown why */
    }
  };
  return (
    <Form disabled={!canWrite} form={form} name="schedule" layout="inline" onFinish={(q) => void submit(q)} requiredMark={false}>
      <Tag style={{ alignSelf: 'center' }}>{t.disabled}</Tag>
      <Form.Item name="ScheduleTypeId" label={t.scheduleType} rules={formRules(scheduleSchema.ScheduleTypeId)}>
        <Select style={{ minWidth: 120 }} options={SCHEDULE_TYPES.map((id) => ({ value: id, label: t.scheduleTypes[id] }))} />
      </Form.Item>
      <Form.Item name="CaculateTypeId" label={t.caculateType} rules={formRules(scheduleSchema.CaculateTypeId)}>
        <Select style={{ minWidth: 180 }} options={CACULATE_TYPES.map((id) => ({ value: id, label: t.caculateTypes[id] }))} />
      </Form.Item>
      <Button htmlType="submit" loading={enable.isPending} disabled={schedule.isLoading}>
        {t.enable}
      </Button>
    </Form>
  );
}
