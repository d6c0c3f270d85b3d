import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Modal, QRCode, Skeleton, Tag, Typography } from 'antd';
import type { EnableTotpResponse, Profile } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { CopyButton } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';
import { useDisableSms, useDisableTotp, useEnableSms, useEnableSmsConfirm, useEnableTotp, useEnableTotpConfirm, useProfile } from './api';
import { LoadFailed } from './LoadFailed';

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
function CodeItem() {
  return (
    <Form.Item
      name="code"
      label={c.code}
      rules={[
        { required: true, message: c.codeRequired },
        { validator: (_, v?: string) => (!v || /^\d{6}$/.test(normalizeDigits(v.trim())) ? Promise.resolve() : Promise.reject(new Error(c.codeSixDigits))) },
      ]}
    >
      <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
    </Form.Item>
  );
}

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
  steps: Array<{ body: (password: string) => React.ReactNode; fields: 'password' | 'code' | 'both'; submit: string; run: (v: { currentPassword: string; code: string }) => Promise<unknown> }>;
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
    try {
      await step.run({ currentPassword, code: normalizeDigits((values.code ?? '').trim()) });
      if (index + 1 < steps.length) {
        setPassword(currentPassword);
        setIndex(index + 1);
        form.resetFields();
      } else close();
    } catch (error) {
      const fields = fieldErrorsForForm<(string | number)[]>(error);
      // A wrong password found in a later step belongs to the first one.
      if (index > 0 && fields.some((f) => f.name[0] === 'currentPassword')) {
        setIndex(0);
        setPassword('');
      }
      form.setFields(fields.filter((f) => ['currentPassword', 'code'].includes(String(f.name[0]))) as never);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} footer={null} onCancel={close} destroyOnHidden>
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

const status = (on: boolean) => <Tag color={on ? 'success' : 'default'}>{on ? t.on : t.off}</Tag>;

function TotpCard({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [setup, setSetup] = useState<EnableTotpResponse | null>(null);
  const enable = useEnableTotp();
  const confirm = useEnableTotpConfirm();
  const disable = useDisableTotp();
  const on = profile.totpEnabled;

  const steps = on
    ? [
        {
          body: () => <Typography.Paragraph>{t.disableHint}</Typography.Paragraph>,
          fields: 'both' as const,
          submit: t.disable,
          run: async (body: { currentPassword: string; code: string }) => {
            await disable.mutateAsync({ body });
            notify.success(t.disabledApp);
          },
        },
      ]
    : [
        {
          body: () => <Typography.Paragraph>{t.appHint}</Typography.Paragraph>,
          fields: 'password' as const,
          submit: t.start,
          run: async ({ currentPassword }: { currentPassword: string }) => setSetup(await enable.mutateAsync({ body: { currentPassword } })),
        },
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
          fields: 'code' as const,
          submit: t.enable,
          run: async (body: { currentPassword: string; code: string }) => {
            await confirm.mutateAsync({ body });
            notify.success(t.enabledApp);
          },
        },
      ];

  return (
    <Card title={t.app} extra={status(on)} data-testid="totp-card">
      <Typography.Paragraph type="secondary">{t.appHint}</Typography.Paragraph>
      <Button type={on ? 'default' : 'primary'} danger={on} onClick={() => setOpen(true)}>
        {on ? t.disable : t.enable}
      </Button>
      <StepsDialog
        key={on ? 'off' : 'on'}
        open={open}
        title={`${t.app} — ${on ? t.disable : t.enable}`}
        onClose={() => {
          setOpen(false);
          setSetup(null);
        }}
        steps={steps}
      />
    </Card>
  );
}

function SmsCard({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const enable = useEnableSms();
  const confirm = useEnableSmsConfirm();
  const disable = useDisableSms();
  const on = profile.smsTwoFactorEnabled;

  const steps = on
    ? [
        {
          body: () => <Typography.Paragraph>{t.disableSmsHint}</Typography.Paragraph>,
          fields: 'password' as const,
          submit: t.disable,
          run: async ({ currentPassword }: { currentPassword: string }) => {
            await disable.mutateAsync({ body: { currentPassword } });
            notify.success(t.disabledSms);
          },
        },
      ]
    : [
        {
          body: () => <Typography.Paragraph>{t.smsHint}</Typography.Paragraph>,
          fields: 'password' as const,
          submit: t.start,
          run: async ({ currentPassword }: { currentPassword: string }) => {
            await enable.mutateAsync({ body: { currentPassword, twoFactorStatus: true } });
          },
        },
        {
          body: () => <Typography.Paragraph>{t.smsSent}</Typography.Paragraph>,
          fields: 'code' as const,
          submit: t.enable,
          run: async (body: { currentPassword: string; code: string }) => {
            await confirm.mutateAsync({ body });
            notify.success(t.enabledSms);
          },
        },
      ];

  return (
    <Card title={t.sms} extra={status(on)} data-testid="sms-card">
      <Typography.Paragraph type="secondary">{t.smsHint}</Typography.Paragraph>
      {!profile.phoneNumber && !on ? (
        <Alert type="info" showIcon message={t.needsPhone} />
      ) : (
        <Button type={on ? 'default' : 'primary'} danger={on} onClick={() => setOpen(true)}>
          {on ? t.disable : t.enable}
        </Button>
      )}
      <StepsDialog key={on ? 'off' : 'on'} open={open} title={`${t.sms} — ${on ? t.disable : t.enable}`} onClose={() => setOpen(false)} steps={steps} />
    </Card>
  );
}

export function TwoFactorTab() {
  const profile = useProfile();
  if (profile.isLoading) return <Skeleton active />;
  if (!profile.data) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <TotpCard profile={profile.data} />
      <SmsCard profile={profile.data} />
    </Flex>
  );
}
