import { Form } from 'antd';
import { editStorageHostSchema, STORAGE_SIZE, type EditStorageHostRequest } from '@portal/contracts';
import { fill, formatGigabytes } from '@portal/locale';
import { FormDialog, NumberField, formRules } from '@portal/ui';
import { storageHostMessages } from './messages';
import { useGrowStorageHost } from './api';
import type { Shown } from './HostDetailPage';

const t = storageHostMessages.grow;

/** The provider's edit: its one field is the new size, larger than today's (a host never shrinks). */
export function GrowHostDialog({ projectId, host, open, onClose }: { projectId: number; host: Shown; open: boolean; onClose: () => void }) {
  const grow = useGrowStorageHost();
  const [form] = Form.useForm<EditStorageHostRequest>();
  return (
    <FormDialog<EditStorageHostRequest>
      form={form}
      values={{ volumeSize: host.disk }}
      open={open}
      onClose={onClose}
      title={t.title}
      okText={t.submit}
      cancelText={storageHostMessages.detail.cancel}
      successMessage={t.done}
      send={(body) => grow.mutateAsync({ params: { projectId, id: host.id }, body })}
    >
      <p>{fill(t.current, { size: formatGigabytes(host.disk) })}</p>
      <Form.Item name="volumeSize" label={t.newSize} rules={formRules(editStorageHostSchema.volumeSize, { growFrom: host.disk })}>
        <NumberField min={1} max={STORAGE_SIZE.max} precision={0} style={{ width: 200 }} aria-label={t.newSize} />
      </Form.Item>
    </FormDialog>
  );
}
