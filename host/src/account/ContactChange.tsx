import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { sendForm, type FormFieldError } from '@portal/api';
import { normalizeDigits, toPersianDigits } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { formRules, steadyDialog } from '@portal/ui';
import { confirmEmailSchema, editEmailSchema } from '@portal/contracts';
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
const codeRules = formRules(confirmEmailSchema.confirmCode, { input: (v) => normalizeDigits(String(v ?? '')) });

/**
 * Two steps: the new address or number (a code is sent to it; the code is the proof, no password
 * is asked), then the code. The address waiting for its code is kept here while the page lives.
 */
export function ContactChange({ kind }: { kind: 'email' | 'phone' }) {
  const [open, setOpen] = useState(false);
  const [requestForm] = Form.useForm<{ value: string }>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const editEmail = useEditEmail();
  const editPhone = useEditPhone();
  const confirmEmail = useConfirmEmail();
  const confirmPhone = useConfirmPhone();
  const [pending, setPending] = useState<string | null>(null);
  const isEmail = kind === 'email';
  const title = isEmail ? t.changeEmail : t.changePhone;

  // The server names the fields email/phoneNumber and confirmCode; here they are `value` and `code`.
  const rename = (form: { setFields: (f: never[]) => void }, to: string) => ({
    setFields: (fields: FormFieldError[]) => form.setFields(fields.map((f) => ({ name: to, errors: f.errors })) as never[]),
  });

  const request = async ({ value }: { value: string }) => {
    const target = isEmail ? value.trim() : normalizeDigits(value.trim());
    const send = () => (isEmail ? editEmail.mutateAsync({ body: { email: target } }) : editPhone.mutateAsync({ body: { phoneNumber: target } }));
    if (!(await sendForm(rename(requestForm, 'value'), send))) return;
    notify.success(t.pending(isEmail ? target : toPersianDigits(target)));
    setPending(target);
    requestForm.resetFields();
  };

  const confirm = async ({ code }: { code: string }) => {
    const body = { confirmCode: normalizeDigits(code.trim()) };
    if (!(await sendForm(rename(codeForm, 'code'), () => (isEmail ? confirmEmail : confirmPhone).mutateAsync({ body })))) return;
    notify.success(isEmail ? t.emailChanged : t.phoneChanged);
    codeForm.resetFields();
    setPending(null);
    setOpen(false);
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Modal {...steadyDialog} open={open} title={title} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {pending === null ? (
          <Form form={requestForm} layout="vertical" requiredMark={false} onFinish={(v) => void request(v)}>
            <Form.Item
              name="value"
              label={isEmail ? t.newEmail : t.newPhone}
              extra={t.codeIsProof}
              rules={isEmail ? formRules(editEmailSchema.email) : phoneRules}
            >
              <Input dir="ltr" inputMode={isEmail ? 'email' : 'tel'} autoComplete={isEmail ? 'email' : 'tel'} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={editEmail.isPending || editPhone.isPending}>
              {t.sendCode}
            </Button>
          </Form>
        ) : (
          <Form form={codeForm} layout="vertical" requiredMark={false} onFinish={(v) => void confirm(v)}>
            <Typography.Paragraph>{t.pending(isEmail ? pending : toPersianDigits(pending))}</Typography.Paragraph>
            <Form.Item name="code" label={c.code} rules={codeRules}>
              <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirmEmail.isPending || confirmPhone.isPending}>
              {t.confirm}
            </Button>
            <Button type="link" onClick={() => setPending(null)}>
              {t.resend}
            </Button>
          </Form>
        )}
      </Modal>
    </>
  );
}
