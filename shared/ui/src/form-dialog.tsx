/**
 * `FormDialog`: a small form in a modal. OK (or Enter) checks the fields, sends them and closes on
 * success; a refusal marks the fields the server named and keeps the dialog open with the input.
 */
import { useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { sendForm } from '@portal/api';
import { notify } from './toast';

export interface FormDialogProps<V> {
  form: FormInstance<V>;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  okText: string;
  cancelText: string;
  /** Sends the values; resolves once they are accepted. */
  send: (values: V) => Promise<unknown>;
  /** Toast shown once they are. */
  successMessage?: string;
  /** Empty the form after a success (a "create" dialog; an "edit" one refills on opening). */
  resetOnDone?: boolean;
  initialValues?: FormProps<V>['initialValues'];
  width?: number;
  /** Show antd's mark on required labels (off by default, as on the order pages). */
  requiredMark?: boolean;
  children: ReactNode;
}

export function FormDialog<V>({ form, open, onClose, title, okText, cancelText, send, successMessage, resetOnDone, initialValues, width, requiredMark = false, children }: FormDialogProps<V>) {
  const [sending, setSending] = useState(false);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    const accepted = await sendForm(form, () => send(values));
    setSending(false);
    if (!accepted) return;
    if (successMessage) notify.success(successMessage);
    if (resetOnDone) form.resetFields();
    onClose();
  };

  return (
    <Modal open={open} title={title} okText={okText} cancelText={cancelText} confirmLoading={sending} onOk={() => void save()} onCancel={onClose} width={width}>
      <Form<V> form={form} layout="vertical" requiredMark={requiredMark} initialValues={initialValues} onFinish={() => void save()}>
        {children}
      </Form>
    </Modal>
  );
}
