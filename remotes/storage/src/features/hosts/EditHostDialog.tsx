import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import type { EditStorageHostRequest, StorageHost } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { storageMessages } from '../../messages';
import { useEditStorageHost } from './api';

const t = storageMessages.detail;

export function EditHostDialog({ host, open, onClose }: { host: StorageHost; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<EditStorageHostRequest>();
  const edit = useEditStorageHost();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: host.name });
  }, [open, host.name, form]);

  const save = async () => {
    const body = await form.validateFields();
    try {
      await edit.mutateAsync({ params: { projectId: host.projectId, id: host.id }, body });
      notify.success(t.saved);
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
    }
  };

  return (
    <Modal open={open} title={t.editTitle} okText={t.save} cancelText={t.cancel} confirmLoading={edit.isPending} onOk={() => void save()} onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={() => void save()}>
        <Form.Item name="name" label={storageMessages.list.name} rules={[{ required: true, message: storageMessages.create.nameRequired }]}>
          <Input dir="ltr" maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
