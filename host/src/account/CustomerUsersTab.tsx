import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { createCustomerUserSchema, type Wire } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { EMPTY_VALUE, formatDate, toPersianDigits } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { ResourceTable, type ResourceColumn, deleteColumn, formRules, steadyDialog, Ltr } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';
import { AddUserButton, listProps } from './user-table';
import {
  useChangeCustomer,
  useCreateCustomerUser,
  useCustomerUser,
  useCustomerUsers,
  useDeleteCustomerUser,
  useMemberships,
  useProfile,
  useRights,
} from './api';

const t = accountMessages.users;
type Row = Wire<'CustomerUserListResponse'>;
type Membership = Wire<'CustomerUserShortListResponse'>;
type CreateValues = { userName: string; isSuperUser?: boolean; isFinancialManager?: boolean; isAccountManager?: boolean };

/** The rights a row or membership carries, as tags. */
function Rights({ superUser, financial, account, owner }: { superUser: boolean; financial: boolean; account: boolean; owner?: boolean }) {
  const tags = [owner && t.rights.owner, superUser && t.rights.superUser, financial && t.rights.financialManager, account && t.rights.accountManager].filter(
    Boolean,
  ) as string[];
  return (
    <Flex gap={4} wrap>
      {tags.length ? tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : <Tag>{t.rights.projectUser}</Tag>}
    </Flex>
  );
}

function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateCustomerUser();
  const submit = async (v: CreateValues) => {
    const body = {
      userName: v.userName.trim(),
      isSuperUser: !!v.isSuperUser,
      isFinancialManager: !!v.isFinancialManager,
      isAccountManager: !!v.isAccountManager,
    };
    if (!(await sendForm(form, () => create.mutateAsync({ body })))) return;
    notify.success(t.created);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      {...steadyDialog}
      open={open}
      title={t.createTitle}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.add}
      cancelText={accountMessages.common.cancel}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.createHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item name="userName" label={t.email} rules={formRules(createCustomerUserSchema.userName)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="isSuperUser" valuePropName="checked" extra={t.rightsHints.superUser}>
          <Checkbox>{t.rights.superUser}</Checkbox>
        </Form.Item>
        <Form.Item name="isFinancialManager" valuePropName="checked">
          <Checkbox>{t.rights.financialManager}</Checkbox>
        </Form.Item>
        <Form.Item name="isAccountManager" valuePropName="checked">
          <Checkbox>{t.rights.accountManager}</Checkbox>
        </Form.Item>
        <Typography.Text type="secondary">{t.rightsHints.none}</Typography.Text>
      </Form>
    </Modal>
  );
}

/** A user's projects: the list row does not carry them, the user's own call does. */
function ProjectsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const user = useCustomerUser(id);
  return (
    <Modal {...steadyDialog} open={id !== null} title={user.data?.user ?? t.projects} footer={null} onCancel={onClose} destroyOnHidden>
      {user.isLoading ? (
        <Skeleton active />
      ) : user.data?.isSuperUser ? (
        <Typography.Paragraph>{t.allProjects}</Typography.Paragraph>
      ) : (
        <List
          dataSource={user.data?.projectList ?? []}
          locale={{ emptyText: t.noProjects }}
          renderItem={(p) => (
            <List.Item>
              <List.Item.Meta title={p.project ?? EMPTY_VALUE} description={`${p.userAccessType ?? EMPTY_VALUE} — ${formatDate(p.createDate)}`} />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}

function Memberships() {
  const memberships = useMemberships();
  const change = useChangeCustomer();
  const navigate = useNavigate();
  const clearProject = useProjectStore((s) => s.setProjectId);
  if (!memberships.data || memberships.data.length < 2) return null;
  const switchTo = async (m: Membership) => {
    try {
      await change.mutateAsync({ body: { customerId: m.customerId } });
      // Projects belong to the customer: the old selection means nothing now.
      clearProject(null);
      notify.success(t.switched(m.customer ?? EMPTY_VALUE));
      navigate('/');
    } catch {
      /* the interceptor has told the user */
    }
  };
  return (
    <Card title={t.switchTitle} style={{ marginBottom: 16 }} data-testid="memberships">
      <Typography.Paragraph type="secondary">{t.switchHint}</Typography.Paragraph>
      <List<Membership>
        dataSource={memberships.data}
        renderItem={(m) => (
          <List.Item
            actions={[
              m.isCurrent ? (
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
            <List.Item.Meta
              title={m.customer ?? EMPTY_VALUE}
              description={<Rights owner={m.isOwner} superUser={m.isSuperUser} financial={m.isFinancialManager} account={m.isAccountManager} />}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

export function CustomerUsersTab() {
  const profile = useProfile();
  const { manageUsers } = useRights();
  const users = useCustomerUsers(manageUsers);
  const remove = useDeleteCustomerUser();
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<number | null>(null);

  if (profile.isLoading) return <Skeleton active />;

  const columns: ResourceColumn<Row>[] = [
    { key: 'user', title: t.name, dataIndex: 'user', render: (_, u) => u.user ?? EMPTY_VALUE },
    { key: 'email', title: t.email, dataIndex: 'email', render: (_, u) => <Ltr>{u.email ?? EMPTY_VALUE}</Ltr> },
    { key: 'phoneNumber', title: t.phone, dataIndex: 'phoneNumber', render: (_, u) => (u.phoneNumber ? toPersianDigits(u.phoneNumber) : EMPTY_VALUE) },
    {
      key: 'rights',
      title: t.role,
      exportable: false,
      render: (_, u) => <Rights superUser={u.isSuperManager} financial={u.isFinancialManager} account={u.isAccountManager} />,
    },
    {
      key: 'projects',
      title: t.projects,
      exportable: false,
      render: (_, u) => (
        <Button size="small" onClick={() => setShowing(u.id)} aria-label={`${t.projects} ${u.user ?? ''}`.trim()}>
          {t.showProjects}
        </Button>
      ),
    },
    deleteColumn<Row>({
      label: t.delete,
      title: t.deleteTitle,
      description: (u) => t.deleteText(u.email ?? u.user ?? ''),
      run: (u) => remove.mutateAsync({ params: { id: u.id } }),
      done: t.deleted,
      // The owner (every right) stays, and nobody removes themself here.
      hidden: (u) => (u.isSuperManager && u.isFinancialManager && u.isAccountManager) || u.userId === profile.data?.id,
    }),
  ];

  return (
    <>
      <Memberships />
      {manageUsers ? (
        <Card title={t.title} extra={<AddUserButton label={t.add} onClick={() => setCreating(true)} />}>
          <ResourceTable<Row>
            tableId="account.customer-users"
            {...listProps(users)}
            columns={columns}
            searchKeys={['email', 'user']}
            searchPlaceholder={t.searchPlaceholder}
            caption={t.title}
            emptyText={t.empty}
          />
          <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
          <ProjectsDialog id={showing} onClose={() => setShowing(null)} />
        </Card>
      ) : (
        <Alert type="info" showIcon message={t.noAccess} />
      )}
    </>
  );
}
