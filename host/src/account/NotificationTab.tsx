import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { notify } from '@portal/ui/toast';
import { LoadFailed } from './LoadFailed';
import { accountMessages } from './messages';
import { useEditEmailNotification, useEditPhoneNotification, useNotificationStatus } from './api';

const t = accountMessages.notification;
const saved = { onSuccess: () => notify.success(t.saved) };

export function NotificationTab() {
  const status = useNotificationStatus();
  const email = useEditEmailNotification();
  const phone = useEditPhoneNotification();
  if (status.isLoading) return <Skeleton active />;
  if (!status.data) return <LoadFailed onRetry={() => void status.refetch()} />;

  return (
    <Card title={t.title} style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center">
          <label htmlFor="email-notification">{t.email}</label>
          <Switch
            id="email-notification"
            aria-label={t.email}
            checked={status.data.emailNotify}
            loading={email.isPending}
            onChange={(on) => email.mutate({ body: { emailNotify: on } }, saved)}
          />
        </Flex>
        <Flex justify="space-between" align="center">
          <label htmlFor="phone-notification">{t.phone}</label>
          <Switch
            id="phone-notification"
            aria-label={t.phone}
            checked={status.data.phoneNotify}
            loading={phone.isPending}
            onChange={(on) => phone.mutate({ body: { phoneNotify: on } }, saved)}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
