// What the account's user table and a project's user table have in common: the same person is shown
// the same way in both (removal asks first and reports the outcome through deleteColumn of @portal/ui).
import Button from 'antd/es/button';
import { UserAddOutlined } from '@ant-design/icons';
import { Ltr, type ResourceColumn } from '@portal/ui';

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** Name and e-mail (kept left-to-right) columns. */
export function personColumns<T extends Person>(titles: { name: string; email: string }): ResourceColumn<T>[] {
  return [
    { key: 'name', title: titles.name, render: (_, u) => `${u.firstName} ${u.lastName}` },
    { key: 'email', title: titles.email, dataIndex: 'email', render: (_, u) => <Ltr>{u.email}</Ltr> },
  ];
}

/** A user list query wired into ResourceTable: rows, loading, error and retry. */
export function listProps<T>(query: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown }) {
  return { rowKey: 'id' as const, rows: query.data ?? [], loading: query.isLoading, error: query.isError, onRetry: () => void query.refetch() };
}

export function AddUserButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="primary" icon={<UserAddOutlined />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
