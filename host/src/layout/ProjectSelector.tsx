import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import { PlusOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { toPersianDigits } from '@portal/locale';
import { useAuthStore, useProjectStore } from '@portal/session';
import { hostMessages } from '../messages';
import { projectMessages } from '../projects/messages';
import { useProjectRights, useProjects } from '../projects/use-projects';
import { useRegisteredRemotes, whenRegistered } from '../remotes/registered';
import { projectLanding } from './sidebar-items';
import { lazyChunk } from '@portal/ui/chunk-failure';

// The dialog and its form are a chunk of their own, fetched on the first "new project": the top
// bar of every page carries no form code before the page's first row.
const CreateDialog = lazyChunk(() => import('../projects/CreateProjectDialog').then((module) => ({ default: module.CreateProjectDialog })));

/**
 * Choosing a project stores it and opens its virtual servers, or the first deployed
 * area. The list's footer creates a project (then selected like a chosen one) and opens the
 * selected project's pages.
 */
export function ProjectSelector() {
  const navigate = useNavigate();
  const { isLoading } = useProjects();
  useProjectRights();
  const projects = useProjectStore((s) => s.projectList);
  const selectedId = useProjectStore((s) => s.selectedProjectId);
  const setProjectId = useProjectStore((s) => s.setProjectId);
  const registered = useRegisteredRemotes();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  // The dialog's chunk is asked for on the first "new project", and stays mounted (closed) after.
  const [dialogWanted, setDialogWanted] = useState(false);
  // Only the customer's super users may create projects (the login info's flag); others would meet a 403.
  const mayCreate = useAuthStore((s) => !!s.loginInfo?.isSuperUser);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <>
      <Select
        aria-label={hostMessages.layout.projectSelector}
        data-testid="project-selector"
        style={{ minWidth: 180 }}
        loading={isLoading}
        open={open}
        onOpenChange={setOpen}
        placeholder={hostMessages.layout.noProject}
        value={selectedId ?? undefined}
        options={projects.map((p) => ({ value: p.id, label: toPersianDigits(p.name ?? '') }))}
        onChange={(id: number) => {
          // Selected at once, so the top bar and the sidebar answer the click; the page it opens
          // names the same project, which the URL then keeps selected (UrlProjectGate).
          setProjectId(id);
          const land = (remotes: ReadonlySet<string>) => navigate(projectLanding(remotes, id));
          if (registered) land(registered);
          else whenRegistered().then(land, () => land(new Set()));
        }}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Flex vertical>
              {mayCreate && (
                <Button
                  type="text"
                  icon={<PlusOutlined />}
                  style={{ justifyContent: 'flex-start' }}
                  onClick={() => {
                    setOpen(false);
                    setCreating(true);
                    setDialogWanted(true);
                  }}
                >
                  {projectMessages.create}
                </Button>
              )}
              {selectedId !== null && (
                <>
                  <Button
                    type="text"
                    icon={<SettingOutlined />}
                    style={{ justifyContent: 'flex-start' }}
                    onClick={() => go(`/project/${selectedId}/specification`)}
                  >
                    {projectMessages.specification}
                  </Button>
                  <Button type="text" icon={<TeamOutlined />} style={{ justifyContent: 'flex-start' }} onClick={() => go(`/project/${selectedId}/users`)}>
                    {projectMessages.users}
                  </Button>
                </>
              )}
            </Flex>
          </>
        )}
      />
      {dialogWanted && (
        <CreateDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(project) => {
            setCreating(false);
            if (!project) return;
            setProjectId(project.id);
            navigate(`/project/${project.id}/specification`);
          }}
        />
      )}
    </>
  );
}
