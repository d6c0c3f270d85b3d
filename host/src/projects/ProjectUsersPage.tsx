import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { createProjectUserSchema, PROJECT_ACCESS_TYPE_IDS, projectAccessLabel, type CreateProjectUserRequest, type ProjectUser } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { EMPTY_VALUE, toPersianDigits } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn, deleteColumn, usePermission, WithReason, useNumericParams, steadyDialog, Ltr } from '@portal/ui';
import { formRules } from '@portal/ui/form-rules';
import { notify } from '@portal/ui/toast';
import { AddUserButton, listProps } from '../account/user-table';
import { StatusPage } from '../pages/StatusPage';
import { projectMessages } from './messages';
import { useEditProjectUser, useInviteProjectUser, useProject, useProjectUsers, useRemoveProjectUser } from './api';
import { ProjectTabs } from './ProjectTabs';

const t = projectMessages.userList;
const accessOptions = PROJECT_ACCESS_TYPE_IDS.map((id) => ({ value: id, label: projectAccessLabel(id)! }));

/** Adds a user of the same customer by e-mail (`userName`) with an access type; a 422 keeps it open. */
function InviteDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const invite = useInviteProjectUser();
  const [form] = Form.useForm<{ userName: string; userAccessTypeId: number }>();
  const submit = async (values: { userName: string; userAccessTypeId: number }) => {
    const body: CreateProjectUserRequest = { userName: values.userName.trim(), userAccessTypeId: values.userAccessTypeId };
    if (!(await sendForm(form, () => invite.mutateAsync({ params: { projectId }, body })))) return;
    notify.success(t.invited);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      {...steadyDialog}
      open={open}
      title={t.inviteTitle}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.submit}
      cancelText={projectMessages.cancel}
      confirmLoading={invite.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.inviteHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ userAccessTypeId: 2 }} onFinish={(v) => void submit(v)}>
        <Form.Item name="userName" label={t.email} rules={formRules(createProjectUserSchema.userName)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="userAccessTypeId" label={t.role} rules={formRules(createProjectUserSchema.userAccessTypeId)}>
          <Select options={accessOptions} aria-label={t.role} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function ProjectUsersPage() {
  // The layout has already made the URL's project the selected one, or answered not-found.
  const { projectId: id } = useNumericParams('projectId');
  const project = useProject(id);
  const users = useProjectUsers(id);
  const edit = useEditProjectUser();
  const remove = useRemoveProjectUser();
  const [inviting, setInviting] = useState(false);
  const manage = usePermission('admin');

  if (Number.isNaN(id) || project.error?.status === 404) return <StatusPage status={404} />;

  const changeAccess = (u: ProjectUser, userAccessTypeId: number) =>
    edit.mutate({ params: { projectId: id, id: u.id! }, body: { userAccessTypeId } }, { onSuccess: () => notify.success(t.roleSaved) });

  const columns: ResourceColumn<ProjectUser>[] = [
    { key: 'user', title: t.name, dataIndex: 'user', render: (_, u) => u.user ?? EMPTY_VALUE },
    { key: 'email', title: t.email, dataIndex: 'email', render: (_, u) => (u.email === null ? EMPTY_VALUE : <Ltr>{u.email}</Ltr>) },
    {
      key: 'userAccessTypeId',
      title: t.role,
      dataIndex: 'userAccessTypeId',
      render: (_, u) => (
        <Select<number>
          size="small"
          disabled={!manage.allowed}
          value={u.userAccessTypeId}
          options={accessOptions}
          style={{ minWidth: 140 }}
          aria-label={`${t.role} ${u.email ?? ''}`}
          onChange={(access) => changeAccess(u, access)}
        />
      ),
    },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'date' },
    deleteColumn<ProjectUser>({
      label: t.remove,
      title: t.removeTitle,
      description: (u) => t.removeText(u.email ?? EMPTY_VALUE),
      run: (u) => remove.mutateAsync({ params: { projectId: id, id: u.id! } }),
      done: t.removed,
      need: 'admin',
    }),
  ];
  const invite = (
    <WithReason reason={manage.reason}>
      <AddUserButton label={t.invite} disabled={!manage.allowed} onClick={() => setInviting(true)} />
    </WithReason>
  );
  const name = project.data?.name;

  return (
    <>
      <PageHeader title={`${projectMessages.users}${name ? `: ${toPersianDigits(name)}` : ''}`} extra={invite} />
      <ProjectTabs projectId={id} />
      <ResourceTable<ProjectUser>
        tableId="project.users"
        {...listProps(users)}
        columns={columns}
        caption={projectMessages.users}
        emptyText={t.empty}
        emptyAction={invite}
      />
      <InviteDialog projectId={id} open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
