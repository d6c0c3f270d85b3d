import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import QRCode from 'antd/es/qr-code';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { twoFactorCodeSchema, type EnableTotpResponse, type Profile } from '@portal/contracts';
import { sendForm, type FormFieldError } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { CopyButton, formRules, steadyDialog } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';
import { useDisableSms, useDisableTotp, useEnableSms, useEnableSmsConfirm, useEnableTotp, useEnableTotpConfirm, useProfile } from './api';
import { Loaded } from './Loaded';

const t = accountMessages.twoFactor;
const c = accountMessages.common;

type Values = { currentPassword?: string; code?: string };

function PasswordItem() {
  return (
    <Form.Item name="currentPassword" label={c.currentPassword} rules={[{ required: true, message: c.currentPasswordRequired }]}>
      <Input.Password dir="ltr" autoComplete="current-password" />
    </Form.Item>
  );
}
// Codes may be typed in Persian digits; they are sent normalised, so that is what is checked.
const codeRules = formRules(twoFactorCodeSchema.code, { input: (v) => normalizeDigits(String(v ?? '')) });
function CodeItem() {
  return (
    <Form.Item
      name="code"
      label={c.code}
      rules={codeRules}
    >
      <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
    </Form.Item>
  );
}

type StepValues = { currentPassword: string; code: string };
interface Step {
  body: (password: string) => React.ReactNode;
  fields: 'password' | 'code' | 'both';
  submit: string;
  run: (v: StepValues) => Promise<unknown>;
}

/** A step explained by one paragraph; `done`, when given, is told once the call succeeds. */
const hintStep = (hint: string, fields: Step['fields'], submit: string, call: (v: StepValues) => Promise<unknown>, done?: string): Step => ({
  body: () => <Typography.Paragraph>{hint}</Typography.Paragraph>,
  fields,
  submit,
  run: async (v) => {
    await call(v);
    if (done) notify.success(done);
  },
});

/**
 * A dialog of one or two steps. Every call carries the current password (re-authentication), so
 * the password typed in the first step is kept in memory for the second and forgotten on close.
 */
function StepsDialog({
  open,
  title,
  onClose,
  steps,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  steps: Step[];
}) {
  const [form] = Form.useForm<Values>();
  const [index, setIndex] = useState(0);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const step = steps[index]!;
  const close = () => {
    setIndex(0);
    setPassword('');
    form.resetFields();
    onClose();
  };
  const submit = async (values: Values) => {
    const currentPassword = values.currentPassword ?? password;
    setBusy(true);
    const refused = {
      setFields: (fields: FormFieldError[]) => {
        // A wrong password found in a later step belongs to the first one.
        if (index > 0 && fields.some((f) => f.name[0] === 'currentPassword')) {
          setIndex(0);
          setPassword('');
        }
        form.setFields(fields.filter((f) => ['currentPassword', 'code'].includes(String(f.name[0]))) as never);
      },
    };
    const accepted = await sendForm(refused, () => step.run({ currentPassword, code: normalizeDigits((values.code ?? '').trim()) }));
    setBusy(false);
    if (!accepted) return;
    if (index + 1 < steps.length) {
      setPassword(currentPassword);
      setIndex(index + 1);
      form.resetFields();
    } else close();
  };
  return (
    <Modal {...steadyDialog} open={open} title={title} footer={null} onCancel={close} destroyOnHidden>
      {step.body(password)}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        {(step.fields === 'password' || step.fields === 'both') && <PasswordItem />}
        {(step.fields === 'code' || step.fields === 'both') && <CodeItem />}
        <Button type="primary" htmlType="submit" loading={busy}>
          {step.submit}
        </Button>
      </Form>
    </Modal>
  );
}

/** One two-factor method: its state, what it does, and the button that opens its steps. */
function MethodCard({ title, hint, testId, on, blocked, steps, onClose }: { title: string; hint: string; testId: string; on: boolean; blocked?: string; steps: Step[]; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title={title} extra={<Tag color={on ? 'success' : 'default'}>{on ? t.on : t.off}</Tag>} data-testid={testId}>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {blocked ? (
        <Alert type="info" showIcon message={blocked} />
      ) : (
        <Button type={on ? 'default' : 'primary'} danger={on} onClick={() => setOpen(true)}>
          {on ? t.disable : t.enable}
        </Button>
      )}
      <StepsDialog
        key={on ? 'off' : 'on'}
        open={open}
        title={`${title} — ${on ? t.disable : t.enable}`}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        steps={steps}
      />
    </Card>
  );
}

function TotpCard({ profile }: { profile: Profile }) {
  const [setup, setSetup] = useState<EnableTotpResponse | null>(null);
  const enable = useEnableTotp();
  const confirm = useEnableTotpConfirm();
  const disable = useDisableTotp();
  const on = profile.totpEnabled;

  const steps: Step[] = on
    ? [hintStep(t.disableHint, 'both', t.disable, (body) => disable.mutateAsync({ body }), t.disabledApp)]
    : [
        hintStep(t.appHint, 'password', t.start, async ({ currentPassword }) => setSetup(await enable.mutateAsync({ body: { currentPassword } }))),
        {
          body: () =>
            setup && (
              <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
                <Typography.Paragraph>{t.scan}</Typography.Paragraph>
                <div role="img" aria-label={t.qrLabel}>
                  <QRCode value={setup.otpauthUrl} size={180} bordered={false} />
                </div>
                <Flex gap={8} align="center">
                  <Typography.Text code dir="ltr" data-testid="totp-secret" style={{ fontSize: 13 }}>
                    {setup.secret}
                  </Typography.Text>
                  <CopyButton text={setup.secret} size="small" />
                </Flex>
                <Typography.Text type="secondary">{t.confirmHint}</Typography.Text>
              </Flex>
            ),
          fields: 'code',
          submit: t.enable,
          run: async (body) => {
            await confirm.mutateAsync({ body });
            notify.success(t.enabledApp);
          },
        },
      ];

  return <MethodCard title={t.app} hint={t.appHint} testId="totp-card" on={on} steps={steps} onClose={() => setSetup(null)} />;
}

function SmsCard({ profile }: { profile: Profile }) {
  const enable = useEnableSms();
  const confirm = useEnableSmsConfirm();
  const disable = useDisableSms();
  const on = profile.smsTwoFactorEnabled;

  const steps: Step[] = on
    ? [hintStep(t.disableSmsHint, 'password', t.disable, ({ currentPassword }) => disable.mutateAsync({ body: { currentPassword } }), t.disabledSms)]
    : [
        hintStep(t.smsHint, 'password', t.start, ({ currentPassword }) => enable.mutateAsync({ body: { currentPassword, twoFactorStatus: true } })),
        hintStep(t.smsSent, 'code', t.enable, (body) => confirm.mutateAsync({ body }), t.enabledSms),
      ];

  // Texted codes need a phone number on file; turning it off never does.
  const blocked = !profile.phoneNumber && !on ? t.needsPhone : undefined;
  return <MethodCard title={t.sms} hint={t.smsHint} testId="sms-card" on={on} blocked={blocked} steps={steps} />;
}

export function TwoFactorTab() {
  return (
    <Loaded query={useProfile()}>
      {(profile) => (
        <Flex vertical gap={16} style={{ maxWidth: 720 }}>
          <TotpCard profile={profile} />
          <SmsCard profile={profile} />
        </Flex>
      )}
    </Loaded>
  );
}
