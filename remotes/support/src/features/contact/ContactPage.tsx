import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { api, captchaImageSrc, contactUsSchema } from '@portal/contracts';
import { call, sendForm, useApiMutation } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { formRules } from '@portal/ui';
import { supportMessages } from '../../messages';
import { PublicFrame } from '../public/PublicFrame';

const t = supportMessages.public;

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  content: string;
  captchaKey: string;
  captchaCode: string;
}

export default function ContactPage() {
  const [form] = Form.useForm<Values>();
  const send = useApiMutation(api.support.contactUsCreate);
  const [image, setImage] = useState<string>();
  const [done, setDone] = useState<string>();

  const loadCaptcha = useCallback(async () => {
    try {
      const captcha = await call(api.auth.captcha);
      setImage(captchaImageSrc(captcha.base64CaptchaImage) ?? undefined);
      form.setFieldsValue({ captchaKey: captcha.captchaKey, captchaCode: '' });
    } catch {
      setImage(undefined); // the interceptor has told the user
    }
  }, [form]);
  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  const submit = async (values: Values) => {
    const ok = await sendForm(form, async () => {
      await send.mutateAsync({
        body: { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), content: values.content.trim() },
      });
    });
    if (ok) {
      setDone(t.contactSent);
      form.resetFields();
    }
    // A captcha answers once, right or wrong.
    await loadCaptcha();
  };

  return (
    <PublicFrame>
      <Card style={{ maxWidth: 640, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t.contactTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t.contactIntro}</Typography.Paragraph>
        {done ? <Alert type="success" showIcon title={done} role="status" style={{ marginBottom: 16 }} /> : null}
        <Form form={form} name="contact" layout="vertical" onFinish={submit} disabled={send.isPending}>
          <Flex gap={12} wrap>
            <Form.Item name="firstName" label={t.firstName} rules={formRules(contactUsSchema.firstName!)} style={{ flex: '1 1 200px' }}>
              <Input autoComplete="given-name" maxLength={50} />
            </Form.Item>
            <Form.Item name="lastName" label={t.lastName} rules={formRules(contactUsSchema.lastName!)} style={{ flex: '1 1 200px' }}>
              <Input autoComplete="family-name" maxLength={50} />
            </Form.Item>
          </Flex>
          <Form.Item name="email" label={t.email} rules={formRules(contactUsSchema.email!)}>
            <Input type="email" dir="ltr" autoComplete="email" />
          </Form.Item>
          <Form.Item name="content" label={t.message} rules={formRules(contactUsSchema.content!)}>
            <Input.TextArea rows={6} maxLength={2000} showCount />
          </Form.Item>
          <Form.Item name="captchaKey" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={t.captcha} required>
            <Flex gap={8} align="center" wrap>
              <Form.Item name="captchaCode" noStyle normalize={normalizeDigits} rules={formRules(contactUsSchema.captchaCode!)}>
                <Input inputMode="numeric" autoComplete="off" aria-label={t.captcha} maxLength={8} style={{ width: 140 }} />
              </Form.Item>
              {image ? <img src={image} alt={t.captchaImage} width={120} height={42} data-testid="captcha-image" /> : null}
              <Button icon={<ReloadOutlined />} onClick={() => void loadCaptcha()}>
                {t.newCaptcha}
              </Button>
            </Flex>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t.send}
          </Button>
        </Form>
      </Card>
    </PublicFrame>
  );
}
