import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { sendForm } from '@portal/api';
import { normalizeDigits, toPersianDigits } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { formRules, steadyDialog } from '@portal/ui';
import { confirmCodeSchema, editEmailSchema } from '@portal/contracts';
import { accountMessages } from './messages';
import { useConfirmEmail, useConfirmPhone, useEditEmail, useEditPhone } from './api';

const t = accountMessages.contact;
const c = accountMessages.common;
// The API checks a mobile number's shape itself (no shared rule); the form says early what it expects.
const PHONE = /^09\d{9}$/;
const phoneRules = [
  { required: true, message: t.phoneInvalid },
  { validator: (_: unknown, v: string) => (!v || PHONE.test(normalizeDigits(v.trim())) ? Promise.resolve() : Promise.reject(new Error(t.phoneInvalid))) },
];
const codeRules = formRules(confirmCodeSchema.code, { input: (v) => normalizeDigits(String(v ?? '')) });

interface Props {
  kind: 'email' | 'phone';
  /** Address or number waiting for its code, from the profile. */
  pending: string | null | undefined;
}

/** Two steps: the new value with the current password (a code is sent to it), then the code. */
export function ContactChange({ kind, pending }: Props) {
  const [open, setOpen] = useState(false);
  const [requestForm] = Form.useForm<{ value: string; currentPassword: string }>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const editEmail = useEditEmail();
  const editPhone = useEditPhone();
  const confirmEmail = useConfirmEmail();
  const confirmPhone = useConfirmPhone();
  const [asking, setAsking] = useState(false);
  const isEmail = kind === 'email';
  const step = pending && !asking ? 'code' : 'request';
  const title = isEmail ? t.changeEmail : t.changePhone;

  // The server names the field email or phoneNumber; here both are the one `value` input.
  const requestFields = {
    setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
      requestForm.setFields(fields.map((f) => ({ name: (['email', 'phoneNumber'].includes(String(f.name[0])) ? 'value' : f.name[0]) as 'value' | 'currentPassword', errors: f.errors }))),
  };

  const request = async ({ value, currentPassword }: { value: string; currentPassword: string }) => {
    let message = '';
    const send = async () => {
      const res = isEmail
        ? await editEmail.mutateAsync({ body: { email: value.trim(), currentPassword } })
        : await editPhone.mutateAsync({ body: { phoneNumber: normalizeDigits(value.trim()), currentPassword } });
      message = res.message;
    };
    if (!(await sendForm(requestFields, send))) return;
    notify.success(message);
    setAsking(false);
    requestForm.resetFields();
  };

  const confirm = async ({ code }: { code: string }) => {
    if (!(await sendForm(codeForm, () => (isEmail ? confirmEmail : confirmPhone).mutateAsync({ body: { code: normalizeDigits(code.trim()) } })))) return;
    notify.success(isEmail ? t.emailChanged : t.phoneChanged);
    codeForm.resetFields();
    setOpen(false);
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Modal {...steadyDialog} open={open} title={title} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {step === 'request' ? (
          <Form form={requestForm} layout="vertical" requiredMark={false} onFinish={(v) => void request(v)}>
            <Form.Item
              name="value"
              label={isEmail ? t.newEmail : t.newPhone}
              rules={isEmail ? formRules(editEmailSchema.email) : phoneRules}
            >
              <Input dir="ltr" inputMode={isEmail ? 'email' : 'tel'} autoComplete={isEmail ? 'email' : 'tel'} />
            </Form.Item>
            <Form.Item name="currentPassword" label={c.currentPassword} rules={[{ required: true, message: c.currentPasswordRequired }]}>
              <Input.Password dir="ltr" autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={editEmail.isPending || editPhone.isPending}>
              {t.sendCode}
            </Button>
          </Form>
        ) : (
          <Form form={codeForm} layout="vertical" requiredMark={false} onFinish={(v) => void confirm(v)}>
            <Typography.Paragraph>{t.pending(isEmail ? pending! : toPersianDigits(pending!))}</Typography.Paragraph>
            <Form.Item name="code" label={c.code} rules={codeRules}>
              <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirmEmail.isPending || confirmPhone.isPending}>
              {t.confirm}
            </Button>
            <Button type="link" onClick={() => setAsking(true)}>
              {t.resend}
            </Button>
          </Form>
        )}
      </Modal>
    </>
  );
}
