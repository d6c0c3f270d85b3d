import { Form, Input, Modal } from 'antd';
import type { Project } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { projectMessages as t } from './messages';
import { useCreateProject } from './api';

export function CreateProjectDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (project: Project) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateProject();
  const submit = async ({ name }: { name: string }) => {
    let project: Project | undefined;
    if (!(await sendForm(form, async () => (project = await create.mutateAsync({ body: { name: name.trim() } }))))) return;
    notify.success(t.created(project!.name));
    form.resetFields();
    onCreated(project!);
  };
  return (
    <Modal open={open} title={t.createTitle} onCancel={onClose} onOk={() => form.submit()} okText={t.save} cancelText={t.cancel} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="name"
          label={t.name}
          rules={[
            { required: true, whitespace: true, message: t.nameRequired },
            { min: 3, message: t.nameMin },
          ]}
        >
          <Input maxLength={50} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
