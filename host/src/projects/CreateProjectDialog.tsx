import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { api, createProjectSchema, type Project } from '@portal/contracts';
import { sendForm, useApiQuery } from '@portal/api';
import { EMPTY_VALUE } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { formRules, maxLengthOf } from '@portal/ui/form-rules';
import { steadyDialog } from '@portal/ui/dialog-motion';
import { projectMessages as t } from './messages';
import { useCreateProject, useDatacenters } from './api';
import { hasId } from './use-projects';

interface Values {
  name: string;
  datacenterId: number;
  description?: string;
}

/**
 * Creates a project in a chosen data centre (not public). The create call declares no answer: the
 * new project is found by its name in the refetched list.
 */
export function CreateProjectDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (project: Project | null) => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateProject();
  const datacenters = useDatacenters();
  const projects = useApiQuery('Accessibility', api.project.list, {}, { enabled: false });
  const submit = async ({ name, datacenterId, description }: Values) => {
    const body = { name: name.trim(), datacenterId, description: description?.trim() || null, isPublic: false };
    if (!(await sendForm(form, () => create.mutateAsync({ body })))) return;
    notify.success(t.created(body.name));
    form.resetFields();
    const list = (await projects.refetch()).data;
    onCreated(list?.filter(hasId).find((p) => p.name === body.name) ?? null);
  };
  const options = (datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name ?? EMPTY_VALUE }));
  return (
    <Modal
      {...steadyDialog}
      open={open}
      title={t.createTitle}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t.name} rules={formRules(createProjectSchema.name)}>
          <Input maxLength={maxLengthOf(createProjectSchema.name)} autoFocus />
        </Form.Item>
        <Form.Item name="datacenterId" label={t.datacenter} rules={formRules(createProjectSchema.datacenterId, { required: true })}>
          <Select options={options} loading={datacenters.isLoading} aria-label={t.datacenter} placeholder={t.datacenterPlaceholder} />
        </Form.Item>
        <Form.Item name="description" label={t.description} rules={formRules(createProjectSchema.description)}>
          <Input.TextArea maxLength={maxLengthOf(createProjectSchema.description)} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
