import { Button, Form, Input } from 'antd';
import { api, newsletterSchema } from '@portal/contracts';
import { sendForm, useApiMutation } from '@portal/api';
import { formRules, notify } from '@portal/ui';
import { supportMessages } from '../../messages';

const t = supportMessages.public;

export function NewsletterForm() {
  const [form] = Form.useForm<{ email: string }>();
  const subscribe = useApiMutation(api.support.newsCreate);
  const submit = async ({ email }: { email: string }) => {
    const ok = await sendForm(form, async () => {
      await subscribe.mutateAsync({ body: { email: email.trim() } });
    });
    if (ok) {
      notify.success(t.subscribed);
      form.resetFields();
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item name="email" label={t.email} rules={formRules(newsletterSchema.email!)} style={{ minWidth: 260, flex: '1 1 260px' }}>
        <Input type="email" dir="ltr" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={subscribe.isPending}>
        {t.subscribe}
      </Button>
    </Form>
  );
}
