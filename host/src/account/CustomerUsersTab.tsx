import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Form, Input, List, Modal, Select, Skeleton, Tag, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { CreateCustomerUserRequest, CustomerMembership, CustomerRole, CustomerUser } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { messages, PASSWORD_PATTERN } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { ConfirmAction, ResourceTable, type ResourceColumn } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';
import { useChangeCustomer, useCreateCustomerUser, useCustomerUsers, useDeleteCustomerUser, useMemberships, useProfile } from './api';

const t = accountMessages.users;
const ASSIGNABLE: Exclude<CustomerRole, 'owner'>[] = ['admin', 'member', 'viewer'];
const roleOptions = ASSIGNABLE.map((role) => ({ value: role, label: `${accountMessages.roles[role]} — ${accountMessages.roleHints[role]}` }));

function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateCustomerUserRequest>();
  const create = useCreateCustomerUser();
  const submit = async (values: CreateCustomerUserRequest) => {
    try {
      await create.mutateAsync({ body: values });
      notify.success(t.created);
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
    }
  };
  const p = accountMessages.profile;
  return (
    <Modal open={open} title={t.createTitle} onCancel={onClose} onOk={() => form.submit()} okText={t.add} cancelText={accountMessages.common.cancel} confirmLoading={create.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t.createHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ role: 'member' }} onFinish={(v) => void submit(v)}>
        <Form.Item name="email" label={t.email} rules={[{ required: true, message: t.emailRequired }, { type: 'email', message: accountMessages.contact.emailInvalid }]}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t.role} rules={[{ required: true, message: t.roleRequired }]}>
          <Select options={roleOptions} aria-label={t.role} />
        </Form.Item>
        <Flex gap={16} wrap="wrap">
          <Form.Item name="firstName" label={p.firstName} style={{ flex: 1, minWidth: 180 }}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="lastName" label={p.lastName} style={{ flex: 1, minWidth: 180 }}>
            <Input maxLength={50} />
          </Form.Item>
        </Flex>
        <Form.Item name="password" label={t.password} rules={[{ pattern: PASSWORD_PATTERN, message: messages.validation.patterns.password }]}>
          <Input.Password dir="ltr" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
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
    { key: 'name', title: t.name, render: (_, u) => `${u.firstName} ${u.lastName}` },
    { key: 'email', title: t.email, dataIndex: 'email', render: (_, u) => <span dir="ltr">{u.email}</span> },
    { key: 'role', title: t.role, dataIndex: 'role', render: (_, u) => <Tag color={u.role === 'owner' ? 'gold' : u.role === 'admin' ? 'blue' : 'default'}>{accountMessages.roles[u.role]}</Tag> },
    {
      key: 'projects',
      title: t.projects,
      exportable: false,
      render: (_, u) => (u.role === 'owner' || u.role === 'admin' ? t.allProjects : u.projects.length ? u.projects.join('، ') : t.noProjects),
    },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date', sorter: true },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, u) =>
        u.role !== 'owner' &&
        u.id !== profile.data?.id && (
          <ConfirmAction
            danger
            label={t.delete}
            title={t.deleteTitle}
            description={t.deleteText(u.email)}
            buttonProps={{ size: 'small' }}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { id: u.id } });
              notify.success(t.deleted);
            }}
          />
        ),
    },
  ];

  const add = (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => setCreating(true)}>
      {t.add}
    </Button>
  );

  return (
    <>
      <Memberships />
      {manages ? (
        <Card title={t.title} extra={add}>
          <ResourceTable<CustomerUser>
            rowKey="id"
            rows={users.data ?? []}
            columns={columns}
            loading={users.isLoading}
            error={users.isError}
            onRetry={() => void users.refetch()}
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
