import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { PROJECT_ROLES, type CreateProjectUserRequest, type ProjectRole, type ProjectUser } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { toPersianDigits } from '@portal/locale';
import { ConfirmAction, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { accountMessages } from '../account/messages';
import { StatusPage } from '../pages/StatusPage';
import { projectMessages } from './messages';
import { useEditProjectUser, useInviteProjectUser, useProject, useProjectUsers, useRemoveProjectUser } from './api';
import { ProjectTabs } from './ProjectTabs';
import { useRouteProject } from './route-project';

const t = projectMessages.userList;
const roleOptions = PROJECT_ROLES.map((role) => ({ value: role, label: accountMessages.projectRoles[role] }));

function InviteDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateProjectUserRequest>();
  const invite = useInviteProjectUser();
  const submit = async (body: CreateProjectUserRequest) => {
    try {
      await invite.mutateAsync({ params: { projectId }, body: { ...body, email: body.email.trim() } });
      notify.success(t.invited);
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
    }
  };
  return (
    <Modal open={open} title={t.inviteTitle} onCancel={onClose} onOk={() => form.submit()} okText={t.submit} cancelText={projectMessages.cancel} confirmLoading={invite.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t.inviteHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ role: 'editor' }} onFinish={(v) => void submit(v)}>
        <Form.Item name="email" label={t.email} rules={[{ required: true, message: t.emailRequired }, { type: 'email', message: accountMessages.contact.emailInvalid }]}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t.role}>
          <Select options={roleOptions} aria-label={t.role} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function ProjectUsersPage() {
  const id = useRouteProject();
  const project = useProject(id ?? 0);
  const users = useProjectUsers(id ?? 0);
  const edit = useEditProjectUser();
  const remove = useRemoveProjectUser();
  const [inviting, setInviting] = useState(false);

  if (id === null || project.error?.status === 404) return <StatusPage status={404} />;

  const changeRole = (u: ProjectUser, role: ProjectRole) =>
    edit.mutate({ params: { projectId: id, id: u.id }, body: { role } }, { onSuccess: () => notify.success(t.roleSaved) });

  const columns: ResourceColumn<ProjectUser>[] = [
    { key: 'name', title: t.name, render: (_, u) => `${u.firstName} ${u.lastName}` },
    { key: 'email', title: t.email, dataIndex: 'email', render: (_, u) => <span dir="ltr">{u.email}</span> },
    {
      key: 'role',
      title: t.role,
      dataIndex: 'role',
      render: (_, u) => (
        <Select<ProjectRole> size="small" value={u.role} options={roleOptions} style={{ minWidth: 140 }} aria-label={`${t.role} ${u.email}`} onChange={(role) => changeRole(u, role)} />
      ),
    },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date' },
    {
      key: 'actions',
      title: '',
      exportable: false,
      render: (_, u) => (
        <ConfirmAction
          danger
          label={t.remove}
          title={t.removeTitle}
          description={t.removeText(u.email)}
          buttonProps={{ size: 'small' }}
          onConfirm={async () => {
            await remove.mutateAsync({ params: { projectId: id, id: u.id } });
            notify.success(t.removed);
          }}
        />
      ),
    },
  ];
  const invite = (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
      {t.invite}
    </Button>
  );

  return (
    <>
      <PageHeader title={`${projectMessages.users}${project.data ? `: ${toPersianDigits(project.data.name)}` : ''}`} extra={invite} />
      <ProjectTabs projectId={id} />
      <ResourceTable<ProjectUser>
        rowKey="id"
        rows={users.data ?? []}
        columns={columns}
        loading={users.isLoading}
        error={users.isError}
        onRetry={() => void users.refetch()}
        caption={projectMessages.users}
        emptyText={t.empty}
        emptyAction={invite}
      />
      <InviteDialog projectId={id} open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
