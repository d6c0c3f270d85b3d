/**
 * `FormDialog`: a small form in a modal. OK (or Enter) checks the fields, sends them and closes on
 * success; a refusal marks the fields the server named and keeps the dialog open with the input.
 * With `values`, each opening starts from them (an edit dialog: the row's; a create dialog: its
 * blanks), whatever was typed or refused the time before.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Form, { type FormInstance, type FormProps } from 'antd/es/form';
import Modal from 'antd/es/modal';
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
  /** What the form holds each time the dialog opens. */
  values?: Partial<V>;
  width?: number;
  /** Show antd's mark on required labels (off by default, as on the order pages). */
  requiredMark?: boolean;
  /** What the caller's project role must allow to save (default 'write'). */
  need?: Need | null;
  children: ReactNode;
}

export function FormDialog<V>({
  form,
  open,
  onClose,
  title,
  okText,
  cancelText,
  send,
  successMessage,
  resetOnDone,
  initialValues,
  values,
  width,
  requiredMark = false,
  need = 'write',
  children,
}: FormDialogProps<V>) {
  const [sending, setSending] = useState(false);
  // Read when the dialog opens, not on every render: a refetch while it is open keeps what is typed.
  const opening = useRef(values);
  opening.current = values;
  useEffect(() => {
    if (!open || !opening.current) return;
    form.resetFields();
    form.setFieldsValue(opening.current as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form]);
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
    <Modal
      {...steadyDialog}
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={sending}
      okButtonProps={{ disabled: !allowed }}
      onOk={() => void save()}
      onCancel={onClose}
      width={width}
    >
      <Form<V> form={form} layout="vertical" requiredMark={requiredMark} initialValues={initialValues} onFinish={() => void save()}>
        {reason ? <Alert type="info" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
        {children}
      </Form>
    </Modal>
  );
}
