import { sectionKey, sidebarGroups } from '@portal/areas';

/** The sidebar's width, in the layout and in the page frame painted before any script (shell-frame). */
export const SIDEBAR_WIDTH = 240;

/** The sidebar key of the page at `pathname` (its first path segment). */
export const activeSidebarKey = sectionKey;

/**
 * Where choosing a project leads: the first sidebar link of the first deployed area (the virtual
 * servers), else the project's own page, so a choice never lands on a failure panel.
 */
export function projectLanding(registered: ReadonlySet<string>, projectId: number): string {
  return sidebarGroups(registered, projectId)[0]?.items[0]?.to ?? `/project/${projectId}/specification`;
}
