import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { createProjectSchema, type Project } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { formRules, maxLengthOf } from '@portal/ui/form-rules';
import { steadyDialog } from '@portal/ui/dialog-motion';
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
    <Modal {...steadyDialog} open={open} title={t.createTitle} onCancel={onClose} onOk={() => form.submit()} okText={t.save} cancelText={t.cancel} confirmLoading={create.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t.name} rules={formRules(createProjectSchema.name)}>
          <Input maxLength={maxLengthOf(createProjectSchema.name)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
