import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { api, externalProviders } from '@portal/contracts';
import { useAddition } from '@portal/api';
import { formatDate } from '@portal/locale';
import { ConfirmAction, LoadFailed, notify, Ltr } from '@portal/ui';
import { useExternalIdentities, useUnlinkExternalIdentity } from './api';
import { accountMessages } from './messages';

const t = accountMessages.externalIdentities;

/** Linked Google / ITO identities, each with "unlink" (the API refuses the last way in of an account without a password). */
export function ExternalIdentitiesCard() {
  const query = useExternalIdentities();
  const unlink = useUnlinkExternalIdentity();
  // Linked identities are ours: against an upstream without the list (404/405) the card steps aside.
  const offered = useAddition(api.auth.externalIdentities).offered;
  const data = query.data;
  if (!offered) return null;
  return (
    <Card title={t.title}>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <List
          loading={query.isLoading}
          dataSource={[...externalProviders]}
          renderItem={(provider) => {
            const linked = data?.identities.find((i) => i.provider === provider);
            const last = !!linked && !data?.hasPassword && data?.identities.length === 1;
            return (
              <List.Item
                data-testid={`identity-${provider}`}
                actions={
                  linked
                    ? [
                        <ConfirmAction
                          key="unlink"
                          label={t.unlink}
                          title={t.unlinkTitle}
                          description={last ? t.noPassword : t.unlinkText}
                          okText={t.unlink}
                          cancelText={t.cancel}
                          danger
                          need={null}
                          buttonProps={{ size: 'small', 'aria-label': `${t.unlink} ${t.providers[provider]}` }}
                          onConfirm={async () => {
                            await unlink.mutateAsync({ params: { provider } });
                            notify.success(t.unlinked);
                          }}
                        />,
                      ]
                    : []
                }
              >
                <Flex gap={8} wrap="wrap" align="center">
                  <strong>{t.providers[provider]}</strong>
                  {linked ? (
                    <>
                      <Ltr>{linked.email}</Ltr>
                      <Typography.Text type="secondary">
                        {t.linkedAt} {formatDate(linked.createDate)}
                      </Typography.Text>
                    </>
                  ) : (
                    <Tag>{t.notLinked}</Tag>
                  )}
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
