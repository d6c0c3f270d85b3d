import { areas, type Area, type RemoteName } from './areas';
import { areaMessages } from './messages';
import { fillPath, sectionKey } from './paths';

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

/** The remotes a registry document serves (a name whose entry is null or absent is not served). */
export const registeredIn = (doc: { remotes: Partial<Record<string, unknown>> }): ReadonlySet<string> =>
  new Set(Object.keys(doc.remotes).filter((name) => doc.remotes[name]));

/**
 * The sidebar's area groups: one per area with sidebar links whose remote is registered, each
 * link pointing at `projectId`. The host's sidebar and the page frame the gateway writes before
 * any script has run (deploy/gateway/src/shell-frame.ts) both list these, so the frame's menu is
 * the menu that replaces it.
 *
 * While the registry loads (`registered` null) no area link is shown. Showing every declared link
 * and then removing the unregistered ones would move the menu under the pointer and offer links
 * that lead to a failure panel; the registry is one small request started with the shell, so the
 * links appear a moment later, once, and never vanish.
 */
export function sidebarGroups(registered: ReadonlySet<string> | null, projectId: number | null): SidebarGroup[] {
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

/** A group whose only item carries the group's own name is shown as that item alone. */
export const shownAsItem = (group: SidebarGroup): boolean => group.items.length === 1 && group.items[0]!.label === group.label;
