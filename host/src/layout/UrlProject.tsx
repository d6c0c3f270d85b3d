import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { areaProjectTemplates, projectSegment } from '@portal/areas';
import type { Project } from '@portal/contracts';
import { useProjectStore } from '@portal/session';
import { TopProgress } from '@portal/ui/top-progress';
import { StatusPage } from '../pages/StatusPage';
import { useProjects } from '../projects/use-projects';

/** The host's own pages that name a project; the areas' pages say so in their declarations. */
const hostProjectTemplates = ['/project/:projectId'];
const templates = [...areaProjectTemplates, ...hostProjectTemplates];

/** The project a URL names: null when it names none, NaN when its place holds something else. */
export function urlProjectId(pathname: string): number | null {
  const segment = projectSegment(pathname, templates);
  if (segment === null) return null;
  return /^\d+$/.test(segment) ? Number(segment) : Number.NaN;
}

/** Makes `id` the selected project when it is one of the customer's `projects`. */
function select(id: number | null, projects: readonly Project[]): void {
  const store = useProjectStore.getState();
  if (id !== null && id !== store.selectedProjectId && projects.some((p) => p.id === id)) store.setProjectId(id);
}

/**
 * The content area under a URL that names a project. The project in the URL is the selected
 * project: on a deep link, a bookmark or back/forward it becomes the selection (top bar, sidebar,
 * stored id). A project the customer cannot see answers not-found and never becomes selected.
 */
export function UrlProjectGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const id = urlProjectId(location.pathname);
  const { data: projects, isFetching } = useProjects();
  const visible = id !== null && projects?.some((p) => p.id === id) === true;

  // Applied when a navigation lands and when the list shows the project, not whenever the
  // selection changes: the selector selects at once and then navigates, and must not be undone
  // before its navigation lands. A layout effect, so the sidebar never paints links into another
  // project.
  useLayoutEffect(() => {
    if (visible) select(id, projects);
  }, [location, visible, id, projects]);

  // Back and forward are applied from the browser's URL as they happen. The router renders
  // navigations as transitions, and "choose a project, then back" at once can return to the URL
  // that is still rendered: no new location ever lands, and the chosen project would stay selected.
  useEffect(() => {
    const onPopState = () => select(urlProjectId(window.location.pathname), useProjectStore.getState().projectList);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  if (id === null || visible) return <>{children}</>;
  // Not in the list (yet): wait while it loads or refreshes, e.g. right after creating a project.
  if (isFetching) return <TopProgress active />;
  // Without a list there is nothing to check against; the API refuses someone else's project.
  if (!projects) return <>{children}</>;
  return <StatusPage status={404} />;
}
