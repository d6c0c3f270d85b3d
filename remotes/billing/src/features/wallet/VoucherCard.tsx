import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useVoucherSchema } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { formRules, maxLengthOf } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../../messages';
import { useVoucherCode } from '../../api';

const t = billingMessages.voucher;

/** A voucher code credits the wallet once; the server's refusal (unknown, expired, used) goes on the field and the code stays. */
export function VoucherCard() {
  const [form] = Form.useForm<{ code: string }>();
  const use = useVoucherCode();
  const submit = async ({ code }: { code: string }) => {
    const accepted = await sendForm(form, async () => {
      const res = await use.mutateAsync({ body: { code } });
      notify.success(res.message);
    });
    if (accepted) form.resetFields();
  };
  return (
    <Card title={t.title} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Space.Compact style={{ width: '100%', maxWidth: 420 }} block>
          <Form.Item name="code" label={t.code} rules={formRules(useVoucherSchema.code)} style={{ flex: 1, marginBottom: 0 }}>
            <Input dir="ltr" autoComplete="off" maxLength={maxLengthOf(useVoucherSchema.code)} />
          </Form.Item>
        </Space.Compact>
        <Button type="primary" htmlType="submit" loading={use.isPending} style={{ marginTop: 12 }}>
          {t.use}
        </Button>
      </Form>
    </Card>
  );
}
