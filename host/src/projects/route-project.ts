import { useParams } from 'react-router-dom';

/** The project of the URL. The layout has already made it the selected one, or shown not-found. */
export function useRouteProject(): number | null {
  const { projectId } = useParams();
  return projectId && /^\d+$/.test(projectId) ? Number(projectId) : null;
}
