import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import type { Wire } from '@portal/contracts';
import { EMPTY_VALUE, wallClock } from '@portal/locale';
import { ResourceTable, type ResourceColumn, Ltr } from '@portal/ui';
import { JalaliDatePicker } from '@portal/ui/jalali-date-picker';
import { accountMessages } from './messages';
import { useCustomerUsers, useRights, useUserLog, type UserLogQuery } from './api';

const t = accountMessages.log;
const PAGE_SIZE = 10;

/** The picked day as the server's ISO day (the customer's day, in Tehran time). */
function isoDay(value: Dayjs | null | undefined): string | undefined {
  if (!value) return undefined;
  const { year, month, day } = wallClock(value.toDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface Filters {
  userId?: number;
  from?: Dayjs | null;
  to?: Dayjs | null;
}

type Entry = Wire<'UserLogResponse'>;

/** The activity's Persian name by `controller/action`; an unknown one as sent. */
export function activityLabel(e: Pick<Entry, 'controller' | 'action'>): string {
  const key = `${e.controller ?? ''}/${e.action ?? ''}`;
  return (accountMessages.activities as Record<string, string>)[key] ?? key;
}

const baseColumns: ResourceColumn<Entry>[] = [
  { key: 'activityDate', title: t.at, dataIndex: 'activityDate', kind: 'datetime' },
  {
    key: 'activity',
    title: t.event,
    value: (e) => activityLabel(e),
    render: (label, e) => <Tag color={e.action === 'wrong-password' ? 'red' : 'default'}>{String(label)}</Tag>,
  },
  { key: 'data', title: t.detail, dataIndex: 'data', render: (_, e) => (e.data ? <span dir="auto">{e.data}</span> : EMPTY_VALUE) },
  { key: 'userIp', title: t.ip, dataIndex: 'userIp', render: (_, e) => <Ltr>{e.userIp ?? EMPTY_VALUE}</Ltr> },
];

export function UserLogTab() {
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<UserLogQuery>({ PageNumber: 1, PageSize: PAGE_SIZE });
  const manages = useRights().manageUsers;
  const users = useCustomerUsers(manages);
  // Who did it: managers read everyone's entries, named from the customer's users (by user id).
  const names = new Map((users.data ?? []).map((u) => [u.userId, u.user ?? u.email ?? '']));
  const columns: ResourceColumn<Entry>[] = manages
    ? [
        baseColumns[0]!,
        { key: 'userId', title: t.user, value: (e) => (e.userId != null ? (names.get(e.userId) ?? EMPTY_VALUE) : EMPTY_VALUE) },
        ...baseColumns.slice(1),
      ]
    : baseColumns;
  const log = useUserLog(query);

  const apply = ({ userId, from, to }: Filters) =>
    setQuery({ PageNumber: 1, PageSize: PAGE_SIZE, UserId: userId || undefined, FromDate: isoDay(from), ToDate: isoDay(to) });

  return (
    <Card title={t.title}>
      <Form<Filters> form={form} layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        {manages && (
          <Form.Item name="userId" label={t.user}>
            <Select
              allowClear
              placeholder={t.allUsers}
              style={{ minWidth: 200 }}
              aria-label={t.user}
              options={(users.data ?? []).map((u) => ({ value: u.userId, label: u.user ?? u.email ?? '' }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="from"
          label={t.from}
          dependencies={['to']}
          // A reversed range is refused here rather than sent: the server's answer would replace the table with a failure.
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, from: Dayjs | null | undefined) => {
                const to = getFieldValue('to') as Dayjs | null | undefined;
                return from && to && from.isAfter(to, 'day') ? Promise.reject(new Error(t.reversed)) : Promise.resolve();
              },
            }),
          ]}
        >
          <JalaliDatePicker aria-label={t.from} />
        </Form.Item>
        <Form.Item name="to" label={t.to}>
          <JalaliDatePicker aria-label={t.to} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t.filter}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              apply({});
            }}
          >
            {t.clear}
          </Button>
        </Flex>
      </Form>
      <ResourceTable<Entry>
        tableId="account.user-log"
        rowKey="id"
        rows={log.data?.data ?? []}
        columns={columns}
        loading={log.isFetching}
        error={log.isError}
        onRetry={() => void log.refetch()}
        caption={t.title}
        emptyText={t.empty}
        pagination={{
          current: query.PageNumber,
          pageSize: PAGE_SIZE,
          total: log.data?.totalRecords ?? 0,
          onChange: (page) => setQuery((q) => ({ ...q, PageNumber: page })),
        }}
      />
    </Card>
  );
}
