// The add-a-person dialog of the account's users and of a project's users: e-mail and role first,
// the caller's own fields after; a 422 keeps the dialog open with the server's message on each field.
import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { sendForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { formRules, steadyDialog } from '@portal/ui';
import { emailSpec } from '@portal/contracts';
import { accountMessages } from './messages';

export interface UserDialogTexts {
  title: string;
  hint: string;
  ok: string;
  email: string;
  emailRequired: string;
  role: string;
  /** Only where the role must be chosen. */
  roleRequired?: string;
  /** Told once the person is added. */
  done: string;
}

interface Props<V> {
  open: boolean;
  onClose: () => void;
  texts: UserDialogTexts;
  roles: { value: string; label: string }[];
  initialValues: Partial<V>;
  save: (values: V) => Promise<unknown>;
  saving: boolean;
  /** Fields after e-mail and role. */
  children?: ReactNode;
}

export function UserDialog<V extends { email: string }>({ open, onClose, texts: t, roles, initialValues, save, saving, children }: Props<V>) {
  const [form] = Form.useForm<V>();
  const submit = async (values: V) => {
    if (!(await sendForm(form, () => save({ ...values, email: values.email.trim() })))) return;
    notify.success(t.done);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      {...steadyDialog}
      open={open}
      title={t.title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.ok}
      cancelText={accountMessages.common.cancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={(v) => void submit(v)}>
        <Form.Item name="email" label={t.email} rules={formRules(emailSpec)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t.role} rules={t.roleRequired ? [{ required: true, message: t.roleRequired }] : []}>
          <Select options={roles} aria-label={t.role} />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}
