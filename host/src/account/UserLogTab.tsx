import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import type { UserLogEntry, UserLogQuery } from '@portal/contracts';
import { wallClock } from '@portal/locale';
import { JalaliDatePicker, ResourceTable, type ResourceColumn } from '@portal/ui';
import { accountMessages } from './messages';
import { useCustomerUsers, useProfile, useUserLog } from './api';

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

const columns: ResourceColumn<UserLogEntry>[] = [
  { key: 'createdAt', title: t.at, dataIndex: 'createdAt', kind: 'datetime' },
  { key: 'userTitle', title: t.user, dataIndex: 'userTitle' },
  { key: 'event', title: t.event, dataIndex: 'event', render: (_, e) => <Tag color={e.event === 'reauth-failed' ? 'red' : 'default'}>{accountMessages.events[e.event] ?? e.event}</Tag> },
  { key: 'detail', title: t.detail, dataIndex: 'detail', render: (_, e) => (e.detail ? <span dir="auto">{e.detail}</span> : '—') },
  { key: 'ip', title: t.ip, dataIndex: 'ip', render: (_, e) => <span dir="ltr">{e.ip ?? '—'}</span> },
];

export function UserLogTab() {
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<UserLogQuery>({ PageNumber: 1, PageSize: PAGE_SIZE });
  const profile = useProfile();
  const manages = profile.data?.customerRole === 'owner' || profile.data?.customerRole === 'admin';
  const users = useCustomerUsers(manages);
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
              options={(users.data ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}` }))}
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
      <ResourceTable<UserLogEntry>
        rowKey="id"
        rows={log.data?.items ?? []}
        columns={columns}
        loading={log.isFetching}
        error={log.isError}
        onRetry={() => void log.refetch()}
        caption={t.title}
        emptyText={t.empty}
        pagination={{
          current: query.PageNumber,
          pageSize: PAGE_SIZE,
          total: log.data?.totalCount ?? 0,
          onChange: (page) => setQuery((q) => ({ ...q, PageNumber: page })),
        }}
      />
    </Card>
  );
}
