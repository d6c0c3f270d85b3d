import { Button, Card, Flex, Form, Switch, Typography } from 'antd';
import type { ChangeHstsRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { notify, NumberField, Permitted } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useChangeHsts, useChangeHttps, useChangeNonWww } from '../../api';
import { Certificates } from './Certificates';
import type { TabProps } from './ZonePage';

const t = dnsCdnMessages.settings;
const HSTS_FIELDS = ['maxAge', 'includeSubDomains', 'preload'] as const;

/** `/cdn/{projectId}/{id}/setting`: HTTPS and non-www redirects, HSTS (preload only with a year and includeSubDomains), origin and edge certificates. */
export default function SettingsTab({ zone }: TabProps) {
  const ids = { projectId: zone.projectId, id: zone.id };
  const https = useChangeHttps();
  const nonWww = useChangeNonWww();
  const hsts = useChangeHsts();
  const [form] = Form.useForm<ChangeHstsRequest>();
  const saved = () => notify.success(t.saved);

  return (
    <Flex vertical gap={16}>
      <Card title={t.redirects}>
        <Permitted>
          {(disabled) => (
            <Flex vertical gap={12}>
              <Flex gap={12} align="center">
                <Switch
                  id="https-redirect"
                  checked={zone.httpsRedirect}
                  disabled={disabled}
                  loading={https.isPending}
                  onChange={(enabled) => https.mutate({ params: ids, body: { enabled } }, { onSuccess: saved })}
                />
                <label htmlFor="https-redirect">
                  {t.https}
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {t.httpsHint}
                  </Typography.Text>
                </label>
              </Flex>
              <Flex gap={12} align="center">
                <Switch
                  id="non-www-redirect"
                  checked={zone.nonWwwRedirect}
                  disabled={disabled}
                  loading={nonWww.isPending}
                  onChange={(enabled) => nonWww.mutate({ params: ids, body: { enabled } }, { onSuccess: saved })}
                />
                <label htmlFor="non-www-redirect">
                  {t.nonWww}
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {t.nonWwwHint}
                  </Typography.Text>
                </label>
              </Flex>
            </Flex>
          )}
        </Permitted>
      </Card>
      <Card title={t.hsts}>
        <Form<ChangeHstsRequest>
          form={form}
          layout="vertical"
          initialValues={zone.hsts}
          style={{ maxWidth: 480 }}
          // A refusal names one field, but the rule is about several: any change clears them all.
          onValuesChange={() => form.setFields(HSTS_FIELDS.map((name) => ({ name, errors: [] })))}
          onFinish={(body) =>
            void sendForm(form, async () => {
              await hsts.mutateAsync({ params: ids, body: { ...body, enabled: !!body.enabled, includeSubDomains: !!body.includeSubDomains, preload: !!body.preload } });
              saved();
            })
          }
        >
          <Form.Item name="enabled" label={t.hstsEnabled} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="maxAge" label={t.maxAge} rules={[{ required: true, message: dnsCdnMessages.records.required }]}>
            <NumberField style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="includeSubDomains" label={t.includeSubDomains} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="preload" label={t.preload} valuePropName="checked" extra={t.preloadHint}>
            <Switch />
          </Form.Item>
          <Permitted>
            {(disabled) => (
              <Button type="primary" htmlType="submit" disabled={disabled} loading={hsts.isPending}>
                {t.saveHsts}
              </Button>
            )}
          </Permitted>
        </Form>
      </Card>
      <Certificates zone={zone} />
    </Flex>
  );
}
