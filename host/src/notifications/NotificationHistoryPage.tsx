import { Link, useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { api, type Notification } from '@portal/contracts';
import { refreshRules, useApiMutation, useApiQuery } from '@portal/api';
import { EMPTY_VALUE } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { notificationMessages as t } from './messages';

type Shown = 'all' | 'unread' | 'read';
const SHOWN: readonly Shown[] = ['all', 'unread', 'read'];

/**
 * /portal/notification: every notification of the user (the provider's notification/list), read or
 * not, newest first; an unread one is marked read with the provider's notification/seen, which
 * refreshes the bell too (one cache group).
 */
export default function NotificationHistoryPage() {
  const [params, setParams] = useSearchParams();
  const shown: Shown = SHOWN.includes(params.get('show') as Shown) ? (params.get('show') as Shown) : 'all';
  const list = useApiQuery('Notification', api.portal.notificationList, {});
  const seen = useApiMutation(api.portal.notificationSeen, { invalidates: refreshRules.notificationSeen });
  const rows = shown === 'all' ? list.data : list.data?.filter((n) => n.isRead === (shown === 'read'));

  const columns: ResourceColumn<Notification>[] = [
    { key: 'notificationDate', title: t.date, dataIndex: 'notificationDate', kind: 'datetime', defaultSortOrder: 'descend' },
    {
      key: 'subject',
      essential: true,
      title: t.subject,
      dataIndex: 'subject',
      render: (_, n) => (n.isRead ? (n.subject ?? EMPTY_VALUE) : <strong>{n.subject ?? EMPTY_VALUE}</strong>),
    },
    { key: 'content', title: t.content, dataIndex: 'content', render: (_, n) => <span dir="auto">{n.content ?? EMPTY_VALUE}</span> },
    {
      key: 'isRead',
      essential: true,
      title: t.state,
      value: (n) => (n.isRead ? t.read : t.unread),
      render: (label, n) => <Tag color={n.isRead ? 'default' : 'blue'}>{String(label)}</Tag>,
    },
    {
      key: 'actions',
      title: t.markRead,
      exportable: false,
      render: (_, n) =>
        n.isRead ? null : (
          <Button
            size="small"
            type="link"
            loading={seen.isPending && seen.variables?.params.id === n.id}
            aria-label={t.markReadOf(n.subject ?? EMPTY_VALUE)}
            onClick={() => seen.mutate({ params: { id: n.id } })}
          >
            {t.markRead}
          </Button>
        ),
    },
  ];

  const show = (value: Shown) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === 'all') next.delete('show');
        else next.set('show', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t.title} extra={<Link to="/portal/account?tab=notification">{t.settings}</Link>} />
      <ResourceTable<Notification>
        tableId="host.notifications"
        caption={t.caption}
        rowKey="id"
        rows={rows}
        columns={columns}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t.empty}
        searchKeys={['subject', 'content']}
        searchPlaceholder={t.search}
        toolbar={
          <Select<Shown>
            aria-label={t.filter}
            value={shown}
            onChange={show}
            style={{ minWidth: 180 }}
            options={[
              { value: 'all', label: t.all },
              { value: 'unread', label: t.onlyUnread },
              { value: 'read', label: t.onlyRead },
            ]}
          />
        }
      />
    </>
  );
}
