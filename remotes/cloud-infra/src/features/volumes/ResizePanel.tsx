import { useEffect } from 'react';
import { Alert, Button, Card, Descriptions, Form } from 'antd';
import { editVolumeSchema, serviceStatusOf, VOLUME_SIZE, type EditVolumeRequest, type Volume } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { formatRial, formatGigabytes } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { NumberField, formRules, usePermission } from '@portal/ui';
import { useResizeVolume } from './api';
import { volumeMessages } from './messages';
import { volumeHourly } from './volume-price';

const t = volumeMessages.resize;

/** change-config: grow the disk (the provider's edit, whose one field is the size); the price follows the size. */
export function ResizePanel({ projectId, volume: v }: { projectId: number; volume: Volume }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const [form] = Form.useForm<EditVolumeRequest>();
  const resize = useResizeVolume();
  const size = Form.useWatch('volumeSize', form);
  const busy = serviceStatusOf(v.statusId) !== 'active';

  useEffect(() => {
    form.setFieldsValue({ volumeSize: v.volumeSize });
  }, [v.volumeSize, form]);

  const submit = async (body: EditVolumeRequest) => {
    if (!(await sendForm(form, () => resize.mutateAsync({ params: { projectId, id: v.id }, body })))) return;
    notify.success(t.done);
  };

  return (
    <Card title={t.title}>
      <Alert type="info" showIcon title={t.hint} style={{ marginBottom: 16 }} />
      {busy ? <Alert type="warning" showIcon title={t.busy} style={{ marginBottom: 16 }} /> : null}
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t.current}>{formatGigabytes(v.volumeSize)}</Descriptions.Item>
        {size && size > v.volumeSize ? <Descriptions.Item label={t.newHourly}>{formatRial(volumeHourly(size))}</Descriptions.Item> : null}
      </Descriptions>
      <Form disabled={!canWrite} form={form} layout="inline" onFinish={(body) => void submit(body)} requiredMark={false}>
        <Form.Item name="volumeSize" label={t.newSize} rules={formRules(editVolumeSchema.volumeSize, { growFrom: v.volumeSize })}>
          <NumberField min={1} max={VOLUME_SIZE.max} precision={0} style={{ width: 160 }} aria-label={t.newSize} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={resize.isPending} disabled={busy}>
          {t.submit}
        </Button>
      </Form>
    </Card>
  );
}
