import { areaMessages, areas, fillPath, sectionKey, type Area } from '@portal/areas';
import type { RemoteName } from '../remotes/prefixes';
import type { Registered } from '../remotes/registered';

export interface SidebarLink {
  /** The first segment of the link's path: the link stays lit on every page under it. */
  key: string;
  label: string;
  /** Path in the selected project; null when the link needs a project and none is selected. */
  to: string | null;
}
export interface SidebarGroup {
  key: string;
  /** The remote serving the group's links. */
  remote: RemoteName;
  label: string;
  items: SidebarLink[];
}

/**
 * The sidebar's area groups (spec §1): one per area with sidebar links whose remote is registered,
 * each link pointing at `projectId`.
 *
 * While the registry loads (`registered` null) no area link is shown. Showing every declared link
 * and then removing the unregistered ones would move the menu under the pointer and offer links
 * that lead to a failure panel; the registry is one small request started with the shell, so the
 * links appear a moment later, once, and never vanish.
 */
export function sidebarGroups(registered: Registered, projectId: number | null): SidebarGroup[] {
  if (registered === null) return [];
  return (areas as readonly Area[])
    .filter((area) => area.sidebar.length > 0 && registered.has(area.remote))
    .map((area) => ({
      key: area.remote,
      remote: area.remote,
      label: areaMessages[area.label],
      items: area.sidebar.map((link) => ({ key: sectionKey(link.path), label: areaMessages[link.label], to: fillPath(link.path, projectId) })),
    }));
}

/** The sidebar key of the page at `pathname` (its first path segment). */
export const activeSidebarKey = sectionKey;

/**
 * Where choosing a project leads: the first sidebar link of the first deployed area (the virtual
 * servers, spec §4), else the project's own page, so a choice never lands on a failure panel.
 */
export function projectLanding(registered: ReadonlySet<string>, projectId: number): string {
  return sidebarGroups(registered, projectId)[0]?.items[0]?.to ?? `/project/${projectId}/specification`;
}
