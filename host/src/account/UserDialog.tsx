// The add-a-person dialog of the account's users and of a project's users: e-mail first, the
// caller's own fields after; a 422 keeps the dialog open with the server's message on each field.
import type { ReactNode } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { fieldErrorsForForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';

interface Props<V> {
  open: boolean;
  onClose: () => void;
  title: string;
  hint: string;
  okText: string;
  emailLabel: string;
  emailRequired: string;
  initialValues: Partial<V>;
  save: (values: V) => Promise<unknown>;
  saving: boolean;
  /** Told once the person is added. */
  done: string;
  children: ReactNode;
}

export function UserDialog<V extends { email: string }>(props: Props<V>) {
  const { open, onClose, title, hint, okText, emailLabel, emailRequired, initialValues, save, saving, done, children } = props;
  const [form] = Form.useForm<V>();
  const submit = async (values: V) => {
    try {
      await save({ ...values, email: values.email.trim() });
      notify.success(done);
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
    }
  };
  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={() => form.submit()} okText={okText} cancelText={accountMessages.common.cancel} confirmLoading={saving} destroyOnHidden>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={(v) => void submit(v)}>
        <Form.Item name="email" label={emailLabel} rules={[{ required: true, message: emailRequired }, { type: 'email', message: accountMessages.contact.emailInvalid }]}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}
