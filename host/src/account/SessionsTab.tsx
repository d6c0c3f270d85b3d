import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { Wire } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { ConfirmAction, notify, ResourceTable, type ResourceColumn, Ltr } from '@portal/ui';
import { accountMessages } from './messages';
import { useEndOtherSessions, useEndSession, useSessions } from './api';
import { deviceName } from './device-name';

const t = accountMessages.sessions;

/** The user's open sessions: where each is, when it was last used, and closing them. */
export function SessionsTab() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.isCurrent).length;

  const columns: ResourceColumn<Wire<'SessionListResponse'>>[] = [
    {
      key: 'device',
      title: t.device,
      value: (s) => deviceName(s.userAgent),
      render: (name, s) => (
        <Flex gap={8} align="center" wrap>
          <Tooltip title={s.userAgent ?? undefined}>
            <span>{String(name)}</span>
          </Tooltip>
          {s.isCurrent && <Tag color="blue">{t.current}</Tag>}
        </Flex>
      ),
    },
    { key: 'userIp', title: t.ip, dataIndex: 'userIp', render: (_, s) => <Ltr>{s.userIp ?? EMPTY_VALUE}</Ltr> },
    { key: 'lastActivityDate', title: t.lastSeen, dataIndex: 'lastActivityDate', kind: 'datetime' },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
    {
      key: 'actions',
      title: t.end,
      exportable: false,
      render: (_, s) =>
        s.isCurrent ? null : (
          <ConfirmAction
            label={t.end}
            title={t.endTitle}
            description={t.endText}
            okText={t.end}
            cancelText={t.cancel}
            danger
            need={null}
            buttonProps={{ size: 'small', 'aria-label': `${t.end} ${deviceName(s.userAgent)} ${s.userIp ?? ''}`.trim() }}
            onConfirm={async () => {
              await end.mutateAsync({ params: { id: s.id } });
              notify.success(t.ended);
            }}
          />
        ),
    },
  ];

  return (
    <Card
      title={t.title}
      extra={
        <ConfirmAction
          label={t.endOthers}
          title={t.endOthersTitle}
          description={t.endOthersText}
          okText={t.endOthers}
          cancelText={t.cancel}
          danger
          need={null}
          disabled={others === 0}
          onConfirm={async () => {
            await endOthers.mutateAsync({});
            notify.success(t.othersEnded);
          }}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <ResourceTable<Wire<'SessionListResponse'>>
        tableId="account.sessions"
        rowKey="id"
        rows={sessions.data}
        columns={columns}
        loading={sessions.isLoading}
        error={sessions.isError}
        onRetry={() => void sessions.refetch()}
        caption={t.title}
        emptyText={t.empty}
        pagination={false}
      />
    </Card>
  );
}
