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
import { api, twoFactorCodeSchema, type Wire } from '@portal/contracts';
import { sendForm, useAddition, type FormFieldError } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { CopyButton, formRules, steadyDialog } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';
import { useDisableSms, useDisableTotp, useEnableSms, useEnableSmsConfirm, useEnableTotp, useEnableTotpConfirm, useProfile, useTwoFactorMethods } from './api';
import { Loaded } from './Loaded';

const t = accountMessages.twoFactor;
const c = accountMessages.common;

// Codes may be typed in Persian digits; they are sent as the number the provider's body takes.
const codeRules = formRules(twoFactorCodeSchema.code, { input: (v) => normalizeDigits(String(v ?? '')) });
function CodeItem() {
  return (
    <Form.Item name="code" label={c.code} rules={codeRules}>
      <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
    </Form.Item>
  );
}

interface Step {
  body: React.ReactNode;
  /** Whether the step asks for a code. */
  code: boolean;
  submit: string;
  run: (code: number) => Promise<unknown>;
}

/** A step explained by one paragraph; `done`, when given, is told once the call succeeds. */
const hintStep = (hint: string, code: boolean, submit: string, call: (code: number) => Promise<unknown>, done?: string): Step => ({
  body: <Typography.Paragraph>{hint}</Typography.Paragraph>,
  code,
  submit,
  run: async (value) => {
    await call(value);
    if (done) notify.success(done);
  },
});

/** A dialog of one or two steps; the code (when asked) is the proof, no password is asked. */
function StepsDialog({ open, title, onClose, steps }: { open: boolean; title: string; onClose: () => void; steps: Step[] }) {
  const [form] = Form.useForm<{ code?: string }>();
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const step = steps[index]!;
  const close = () => {
    setIndex(0);
    form.resetFields();
    onClose();
  };
  const submit = async (values: { code?: string }) => {
    setBusy(true);
    const refused = { setFields: (fields: FormFieldError[]) => form.setFields(fields.filter((f) => f.name[0] === 'code') as never) };
    const accepted = await sendForm(refused, () => step.run(Number(normalizeDigits((values.code ?? '').trim()))));
    setBusy(false);
    if (!accepted) return;
    if (index + 1 < steps.length) {
      setIndex(index + 1);
      form.resetFields();
    } else close();
  };
  return (
    <Modal {...steadyDialog} open={open} title={title} footer={null} onCancel={close} destroyOnHidden>
      {step.body}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        {step.code && <CodeItem />}
        <Button type="primary" htmlType="submit" loading={busy}>
          {step.submit}
        </Button>
      </Form>
    </Modal>
  );
}

/** One two-factor method: its state, what it does, and the button that opens its steps. */
function MethodCard({
  title,
  hint,
  testId,
  on,
  blocked,
  steps,
  onClose,
}: {
  title: string;
  hint: string;
  testId: string;
  on: boolean;
  blocked?: string;
  steps: Step[];
  onClose?: () => void;
}) {
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

function TotpCard({ on }: { on: boolean }) {
  const [setup, setSetup] = useState<Wire<'EnableTotpResponse'> | null>(null);
  const enable = useEnableTotp();
  const confirm = useEnableTotpConfirm();
  const disable = useDisableTotp();

  const steps: Step[] = on
    ? [hintStep(t.disableHint, true, t.disable, (code) => disable.mutateAsync({ body: { code } }), t.disabledApp)]
    : [
        hintStep(t.appHint, false, t.start, async () => setSetup(await enable.mutateAsync({}))),
        {
          body: setup && (
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
          code: true,
          submit: t.enable,
          run: async (code) => {
            await confirm.mutateAsync({ body: { code } });
            notify.success(t.enabledApp);
          },
        },
      ];

  return <MethodCard title={t.app} hint={t.appHint} testId="totp-card" on={on} steps={steps} onClose={() => setSetup(null)} />;
}

/**
 * `direct`: the provider's own switch (its edit-two-factor, our enable-sms with the status wanted),
 * for an upstream without the confirm and disable calls the portal adds.
 */
function SmsCard({ on, hasPhone, direct = false }: { on: boolean; hasPhone: boolean; direct?: boolean }) {
  const enable = useEnableSms();
  const confirm = useEnableSmsConfirm();
  const disable = useDisableSms();

  const steps: Step[] = direct
    ? [
        on
          ? hintStep(t.disableSmsHint, false, t.disable, () => enable.mutateAsync({ body: { twoFactorStatus: false } }), t.disabledSms)
          : hintStep(t.smsHint, false, t.enable, () => enable.mutateAsync({ body: { twoFactorStatus: true } }), t.enabledSms),
      ]
    : on
      ? [hintStep(t.disableSmsHint, false, t.disable, () => disable.mutateAsync({}), t.disabledSms)]
      : [
          hintStep(t.smsHint, false, t.start, () => enable.mutateAsync({ body: { twoFactorStatus: true } })),
          hintStep(t.smsSent, true, t.enable, (code) => confirm.mutateAsync({ body: { code } }), t.enabledSms),
        ];

  // Texted codes need a phone number on file; turning it off never does.
  const blocked = !hasPhone && !on ? t.needsPhone : undefined;
  return <MethodCard title={t.sms} hint={t.smsHint} testId="sms-card" on={on} blocked={blocked} steps={steps} />;
}

export function TwoFactorTab() {
  const profile = useProfile();
  const methods = useTwoFactorMethods();
  // The methods list is ours: against an upstream without it (404/405) the tab is the provider's one
  // switch, read from the profile's hasTwoFactor (its panel has no authenticator app to show).
  if (!useAddition(api.account.twoFactorMethods).offered)
    return (
      <Loaded query={profile}>
        {(p) => (
          <Flex vertical gap={16} style={{ maxWidth: 720 }}>
            <SmsCard on={p.hasTwoFactor} hasPhone={!!p.phoneNumber} direct />
          </Flex>
        )}
      </Loaded>
    );
  return (
    <Loaded query={methods}>
      {(methods) => (
        <Flex vertical gap={16} style={{ maxWidth: 720 }}>
          <TotpCard on={methods.totp} />
          <SmsCard on={methods.sms} hasPhone={!!profile.data?.phoneNumber} />
        </Flex>
      )}
    </Loaded>
  );
}
