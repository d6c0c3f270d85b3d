import { useState } from 'react';
import Select from 'antd/es/select';
import { PROJECT_ROLES, type CreateProjectUserRequest, type ProjectRole, type ProjectUser } from '@portal/contracts';
import { toPersianDigits } from '@portal/locale';
import { PageHeader, ResourceTable, type ResourceColumn, deleteColumn, usePermission, WithReason, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { accountMessages } from '../account/messages';
import { AddUserButton, listProps, personColumns } from '../account/user-table';
import { UserDialog } from '../account/UserDialog';
import { StatusPage } from '../pages/StatusPage';
import { projectMessages } from './messages';
import { useEditProjectUser, useInviteProjectUser, useProject, useProjectUsers, useRemoveProjectUser } from './api';
import { ProjectTabs } from './ProjectTabs';

const t = projectMessages.userList;
const roleOptions = PROJECT_ROLES.map((role) => ({ value: role, label: accountMessages.projectRoles[role] }));

function InviteDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const invite = useInviteProjectUser();
  return (
    <UserDialog<CreateProjectUserRequest>
      open={open}
      onClose={onClose}
      texts={{ title: t.inviteTitle, hint: t.inviteHint, ok: t.submit, email: t.email, emailRequired: t.emailRequired, role: t.role, done: t.invited }}
      roles={roleOptions}
      initialValues={{ role: 'editor' }}
      save={(body) => invite.mutateAsync({ params: { projectId }, body })}
      saving={invite.isPending}
    />
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

  const changeRole = (u: ProjectUser, role: ProjectRole) =>
    edit.mutate({ params: { projectId: id, id: u.id }, body: { role } }, { onSuccess: () => notify.success(t.roleSaved) });

  const columns: ResourceColumn<ProjectUser>[] = [
    ...personColumns<ProjectUser>(t),
    {
      key: 'role',
      title: t.role,
      dataIndex: 'role',
      render: (_, u) => (
        <Select<ProjectRole> size="small" disabled={!manage.allowed} value={u.role} options={roleOptions} style={{ minWidth: 140 }} aria-label={`${t.role} ${u.email}`} onChange={(role) => changeRole(u, role)} />
      ),
    },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'date' },
    deleteColumn<ProjectUser>({
      label: t.remove,
      title: t.removeTitle,
      description: (u) => t.removeText(u.email),
      run: (u) => remove.mutateAsync({ params: { projectId: id, id: u.id } }),
      done: t.removed,
      need: 'admin',
    }),
  ];
  const invite = (
    <WithReason reason={manage.reason}>
      <AddUserButton label={t.invite} disabled={!manage.allowed} onClick={() => setInviting(true)} />
    </WithReason>
  );

  return (
    <>
      <PageHeader title={`${projectMessages.users}${project.data ? `: ${toPersianDigits(project.data.name)}` : ''}`} extra={invite} />
      <ProjectTabs projectId={id} />
      <ResourceTable<ProjectUser>
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
