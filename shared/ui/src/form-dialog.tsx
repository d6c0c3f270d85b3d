/**
 * `FormDialog`: a small form in a modal. OK (or Enter) checks the fields, sends them and closes on
 * success; a refusal marks the fields the server named and keeps the dialog open with the input.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Form, Modal, type FormInstance, type FormProps } from 'antd';
import { sendForm } from '@portal/api';
import { notify } from './toast';
import { usePermission, type Need } from './permission';
import { steadyDialog } from './dialog-motion';

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
  /** What the caller's project role must allow to save (default 'write'). */
  need?: Need | null;
  children: ReactNode;
}

export function FormDialog<V>({ form, open, onClose, title, okText, cancelText, send, successMessage, resetOnDone, initialValues, width, requiredMark = false, need = 'write', children }: FormDialogProps<V>) {
  const [sending, setSending] = useState(false);
  // Triggers are disabled already; this covers a dialog opened some other way (a link, a URL).
  const { allowed, reason } = usePermission(need);

  const save = async () => {
    if (!allowed) return;
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
    <Modal {...steadyDialog} open={open} title={title} okText={okText} cancelText={cancelText} confirmLoading={sending} okButtonProps={{ disabled: !allowed }} onOk={() => void save()} onCancel={onClose} width={width}>
      <Form<V> form={form} layout="vertical" requiredMark={requiredMark} initialValues={initialValues} onFinish={() => void save()}>
        {reason ? <Alert type="info" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
        {children}
      </Form>
    </Modal>
  );
}
