import { Card, Flex, Switch, Typography } from 'antd';
import { notify, Permitted } from '@portal/ui';
import { zoneMessages } from './messages';
import { useChangeHsts, useChangeHttps, useChangeNonWww } from './api';
import { Certificates } from './Certificates';
import type { TabProps } from './zone-tabs';

const t = zoneMessages.settings;

/** A labelled switch of one zone setting; its hint under the label. */
function SettingSwitch({
  id,
  label,
  hint,
  checked,
  loading,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  loading: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Flex gap={12} align="center">
      <Switch id={id} checked={checked} disabled={disabled} loading={loading} onChange={onChange} />
      <label htmlFor={id}>
        {label}
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {hint}
        </Typography.Text>
      </label>
    </Flex>
  );
}

/**
 * `/cdn/{projectId}/{id}/setting`: HTTPS and non-www redirects and HSTS, each one switch as the
 * provider has them (HSTS's max-age, subdomains and preload are the platform's, not settable),
 * then the origin and edge certificates.
 */
export default function SettingsTab({ projectId, zone }: TabProps) {
  const params = { projectId, id: zone.id };
  const https = useChangeHttps();
  const nonWww = useChangeNonWww();
  const hsts = useChangeHsts();
  const saved = { onSuccess: () => notify.success(t.saved) };

  return (
    <Flex vertical gap={16}>
      <Card title={t.redirects}>
        <Permitted>
          {(disabled) => (
            <Flex vertical gap={12}>
              <SettingSwitch
                id="https-redirect"
                label={t.https}
                hint={t.httpsHint}
                checked={zone.isHttpsRedirect}
                disabled={disabled}
                loading={https.isPending}
                onChange={(isHttpsRedirect) => https.mutate({ params, body: { isHttpsRedirect } }, saved)}
              />
              <SettingSwitch
                id="non-www-redirect"
                label={t.nonWww}
                hint={t.nonWwwHint}
                checked={zone.isNonWwwRedirect}
                disabled={disabled}
                loading={nonWww.isPending}
                onChange={(isNonWwwRedirect) => nonWww.mutate({ params, body: { isNonWwwRedirect } }, saved)}
              />
              <SettingSwitch
                id="hsts"
                label={t.hstsEnabled}
                hint={t.hstsHint}
                checked={zone.isHsts}
                disabled={disabled}
                loading={hsts.isPending}
                onChange={(isHsts) => hsts.mutate({ params, body: { isHsts } }, saved)}
              />
            </Flex>
          )}
        </Permitted>
      </Card>
      <Certificates projectId={projectId} zone={zone} />
    </Flex>
  );
}
