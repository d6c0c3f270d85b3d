import { useNavigate } from 'react-router-dom';
import { Select } from 'antd';
import { toPersianDigits } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { hostMessages } from '../messages';
import { useProjects } from '../projects/use-projects';

/** Choosing a project stores it and opens its virtual servers (spec §4). */
export function ProjectSelector() {
  const navigate = useNavigate();
  const { isLoading } = useProjects();
  const projects = useProjectStore((s) => s.projectList);
  const selectedId = useProjectStore((s) => s.selectedProjectId);
  const setProjectId = useProjectStore((s) => s.setProjectId);

  return (
    <Select
      aria-label={hostMessages.layout.projectSelector}
      data-testid="project-selector"
      style={{ minWidth: 180 }}
      loading={isLoading}
      placeholder={hostMessages.layout.noProject}
      value={selectedId ?? undefined}
      options={projects.map((p) => ({ value: p.id, label: toPersianDigits(p.name) }))}
      onChange={(id: number) => {
        setProjectId(id);
        navigate(`/vm/${id}/list`);
      }}
    />
  );
}
