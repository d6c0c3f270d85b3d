import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { createCustomerUserSchema, type CreateCustomerUserRequest, type CustomerMembership, type CustomerRole, type CustomerUser } from '@portal/contracts';
import { useProjectStore } from '@portal/session';
import { ResourceTable, type ResourceColumn, deleteColumn, formRules } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { joinList } from '@portal/locale';
import { accountMessages } from './messages';
import { AddUserButton, listProps, personColumns } from './user-table';
import { UserDialog } from './UserDialog';
import { useChangeCustomer, useCreateCustomerUser, useCustomerUsers, useDeleteCustomerUser, useMemberships, useProfile } from './api';

const t = accountMessages.users;
const ASSIGNABLE: Exclude<CustomerRole, 'owner'>[] = ['admin', 'member', 'viewer'];
const roleOptions = ASSIGNABLE.map((role) => ({ value: role, label: `${accountMessages.roles[role]} — ${accountMessages.roleHints[role]}` }));

function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateCustomerUser();
  const p = accountMessages.profile;
  return (
    <UserDialog<CreateCustomerUserRequest>
      open={open}
      onClose={onClose}
      texts={{ title: t.createTitle, hint: t.createHint, ok: t.add, email: t.email, emailRequired: t.emailRequired, role: t.role, roleRequired: t.roleRequired, done: t.created }}
      roles={roleOptions}
      initialValues={{ role: 'member' }}
      save={(body) => create.mutateAsync({ body })}
      saving={create.isPending}
    >
      <Flex gap={16} wrap="wrap">
        <Form.Item name="firstName" label={p.firstName} style={{ flex: 1, minWidth: 180 }}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="lastName" label={p.lastName} style={{ flex: 1, minWidth: 180 }}>
          <Input maxLength={50} />
        </Form.Item>
      </Flex>
      <Form.Item name="password" label={t.password} rules={formRules(createCustomerUserSchema.password, { required: false })}>
        <Input.Password dir="ltr" autoComplete="new-password" />
      </Form.Item>
    </UserDialog>
  );
}

function Memberships() {
  const memberships = useMemberships();
  const change = useChangeCustomer();
  const navigate = useNavigate();
  const clearProject = useProjectStore((s) => s.setProjectId);
  if (!memberships.data || memberships.data.length < 2) return null;
  const switchTo = async (m: CustomerMembership) => {
    try {
      await change.mutateAsync({ body: { customerId: m.customerId } });
      // Projects belong to the customer: the old selection means nothing now.
      clearProject(null);
      notify.success(t.switched(m.customerName));
      navigate('/');
    } catch {
      /* the interceptor has told the user */
    }
  };
  return (
    <Card title={t.switchTitle} style={{ marginBottom: 16 }} data-testid="memberships">
      <Typography.Paragraph type="secondary">{t.switchHint}</Typography.Paragraph>
      <List<CustomerMembership>
        dataSource={memberships.data}
        renderItem={(m) => (
          <List.Item
            actions={[
              m.active ? (
                <Tag key="a" color="success">
                  {t.active}
                </Tag>
              ) : (
                <Button key="s" size="small" loading={change.isPending} onClick={() => void switchTo(m)}>
                  {t.switchTo}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta title={m.customerName} description={accountMessages.roles[m.role]} />
          </List.Item>
        )}
      />
    </Card>
  );
}

export function CustomerUsersTab() {
  const profile = useProfile();
  const manages = profile.data?.customerRole === 'owner' || profile.data?.customerRole === 'admin';
  const users = useCustomerUsers(manages);
  const remove = useDeleteCustomerUser();
  const [creating, setCreating] = useState(false);

  if (profile.isLoading) return <Skeleton active />;

  const columns: ResourceColumn<CustomerUser>[] = [
    ...personColumns<CustomerUser>(t),
    { key: 'role', title: t.role, dataIndex: 'role', render: (_, u) => <Tag color={u.role === 'owner' ? 'gold' : u.role === 'admin' ? 'blue' : 'default'}>{accountMessages.roles[u.role]}</Tag> },
    {
      key: 'projects',
      title: t.projects,
      exportable: false,
      render: (_, u) => (u.role === 'owner' || u.role === 'admin' ? t.allProjects : u.projects.length ? joinList(u.projects) : t.noProjects),
    },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date', sorter: true },
    deleteColumn<CustomerUser>({
      label: t.delete,
      title: t.deleteTitle,
      description: (u) => t.deleteText(u.email),
      run: (u) => remove.mutateAsync({ params: { id: u.id } }),
      done: t.deleted,
      // The owner stays, and nobody removes themself here.
      hidden: (u) => u.role === 'owner' || u.id === profile.data?.id,
    }),
  ];

  const add = <AddUserButton label={t.add} onClick={() => setCreating(true)} />;

  return (
    <>
      <Memberships />
      {manages ? (
        <Card title={t.title} extra={add}>
          <ResourceTable<CustomerUser>
            {...listProps(users)}
            columns={columns}
            searchKeys={['email', 'firstName', 'lastName']}
            searchPlaceholder={t.searchPlaceholder}
            caption={t.title}
            emptyText={t.empty}
          />
          <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
        </Card>
      ) : (
        <Alert type="info" showIcon message={t.noAccess} />
      )}
    </>
  );
}
