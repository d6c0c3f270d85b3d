import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useVoucherSchema } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { formRules, maxLengthOf } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../../messages';
import { useVoucherCode } from './api';

const t = billingMessages.voucher;

/**
 * A voucher code credits the wallet once; the server's refusal (unknown, expired, used) goes on the
 * field and the code stays. voucher/use answers nothing to read: the balance is refetched.
 */
export function VoucherCard() {
  const [form] = Form.useForm<{ voucherCode: string }>();
  const use = useVoucherCode();
  const submit = async ({ voucherCode }: { voucherCode: string }) => {
    const accepted = await sendForm(form, async () => {
      await use.mutateAsync({ body: { voucherCode } });
      notify.success(t.done);
    });
    if (accepted) form.resetFields();
  };
  return (
    <Card title={t.title} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Space.Compact style={{ width: '100%', maxWidth: 420 }} block>
          <Form.Item name="voucherCode" label={t.code} rules={formRules(useVoucherSchema.voucherCode)} style={{ flex: 1, marginBottom: 0 }}>
            <Input dir="ltr" autoComplete="off" maxLength={maxLengthOf(useVoucherSchema.voucherCode)} />
          </Form.Item>
        </Space.Compact>
        <Button type="primary" htmlType="submit" loading={use.isPending} style={{ marginTop: 12 }}>
          {t.use}
        </Button>
      </Form>
    </Card>
  );
}
