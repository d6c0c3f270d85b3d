import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useProjectStore } from '@portal/session';

/** The project of the URL; opening a project page also selects it in the top bar. */
export function useRouteProject(): number | null {
  const { projectId } = useParams();
  const id = projectId && /^\d+$/.test(projectId) ? Number(projectId) : null;
  const setProjectId = useProjectStore((s) => s.setProjectId);
  const selected = useProjectStore((s) => s.selectedProjectId);
  useEffect(() => {
    if (id !== null && id !== selected) setProjectId(id);
  }, [id, selected, setProjectId]);
  return id;
}
