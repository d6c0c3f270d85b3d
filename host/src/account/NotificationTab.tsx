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

export function NotificationTab() {
  const status = useNotificationStatus();
  const email = useEditEmailNotification();
  const phone = useEditPhoneNotification();
  if (status.isLoading) return <Skeleton active />;
  if (!status.data) return <LoadFailed onRetry={() => void status.refetch()} />;

  const toggle = (mutation: typeof email, enabled: boolean) =>
    mutation.mutate({ body: { enabled } }, { onSuccess: () => notify.success(t.saved) });

  return (
    <Card title={t.title} style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center">
          <label htmlFor="email-notification">{t.email}</label>
          <Switch id="email-notification" aria-label={t.email} checked={status.data.emailNotification} loading={email.isPending} onChange={(on) => toggle(email, on)} />
        </Flex>
        <Flex justify="space-between" align="center">
          <label htmlFor="phone-notification">{t.phone}</label>
          <Switch id="phone-notification" aria-label={t.phone} checked={status.data.phoneNotification} loading={phone.isPending} onChange={(on) => toggle(phone, on)} />
        </Flex>
      </Flex>
    </Card>
  );
}
