import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Typography } from 'antd';
import { api } from '@portal/contracts';
import { useApiMutation } from '@portal/api';
import { supportMessages } from '../../messages';
import { PublicFrame } from '../public/PublicFrame';

const t = supportMessages.public;

/** Reached from the link in a newsletter mail: `?email=…&token=…` (the token is the server's signature of the address). */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const unsubscribe = useApiMutation(api.support.newsUnsubscribe);
  const [done, setDone] = useState<string>();

  return (
    <PublicFrame>
      <Card style={{ maxWidth: 560, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t.unsubscribeTitle}
        </Typography.Title>
        {done ? (
          <Alert type="success" showIcon title={done} role="status" />
        ) : !email || !token ? (
          <Alert type="warning" showIcon title={t.unsubscribeMissing} />
        ) : (
          <>
            <Typography.Paragraph>
              {t.unsubscribeText}
              <bdi dir="ltr">{email}</bdi>
            </Typography.Paragraph>
            {unsubscribe.error?.message ? <Alert type="error" showIcon title={unsubscribe.error.message} style={{ marginBottom: 12 }} /> : null}
            <Button
              type="primary"
              danger
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate({ params: { email }, query: { token } }, { onSuccess: () => setDone(t.unsubscribed) })}
            >
              {t.unsubscribe}
            </Button>
          </>
        )}
      </Card>
    </PublicFrame>
  );
}
