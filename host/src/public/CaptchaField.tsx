import { useCallback, useEffect, useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import { api, captchaImageSrc, captchaSpec } from '@portal/contracts';
import { formRules } from '@portal/ui/form-rules';
import { call } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { hostMessages } from '../messages';

const t = hostMessages.captcha;

/**
 * Captcha for the forms whose API asks for one (register, forgot). The key travels in a hidden
 * field; `refreshKey` changes after every submission because a captcha answer is single-use.
 */
export function CaptchaField({ refreshKey }: { refreshKey: number }) {
  const form = Form.useFormInstance();
  const [image, setImage] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const captcha = await call(api.auth.captcha, {});
      setImage(captchaImageSrc(captcha.base64CaptchaImage));
      form.setFieldsValue({ captchaKey: captcha.captchaKey, captchaCode: '' });
    } catch {
      setImage(null); // the interceptor already told the user
    }
  }, [form]);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  return (
    <>
      <Form.Item name="captchaKey" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t.label} required>
        <div className="auth-captcha">
          <Form.Item name="captchaCode" noStyle normalize={normalizeDigits} rules={formRules(captchaSpec)}>
            <Input inputMode="numeric" autoComplete="off" aria-label={t.label} maxLength={8} />
          </Form.Item>
          {image && <img src={image} alt={t.alt} width={120} height={40} />}
          <Button onClick={() => void load()}>{t.refresh}</Button>
        </div>
      </Form.Item>
    </>
  );
}
