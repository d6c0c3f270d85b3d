import { sidebarGroups } from '@portal/areas';
import { hostMessages } from '../messages';
import { systemPages } from '../layout/SystemMenu';
import { shortcuts } from '../layout/TopBar';
import { shortcutLinks } from '../pages/Dashboard';
import { mayLinkTo, type Registered } from '../remotes/registered';
import type { ShellPage } from './results';

/**
 * The pages the shell's menus link to, by the names they show there: the dashboard, every area's
 * sidebar links in the selected project, the top bar's and the system menu's pages, the
 * dashboard's shortcuts. Read from those menus, so a page added to one is found too.
 */
export function shellPages(registered: Registered, projectId: number | null): ShellPage[] {
  const pages: ShellPage[] = [
    { label: hostMessages.layout.dashboard, to: '/' },
    ...sidebarGroups(registered, projectId).flatMap((group) =>
      group.items.flatMap((item) =>
        item.to === null ? [] : [{ label: item.label === group.label ? item.label : `${item.label} (${group.label})`, to: item.to }],
      ),
    ),
    ...shortcuts.map(({ label, to }) => ({ label, to })),
    ...systemPages.map(([, label, to]) => ({ label, to })),
    ...shortcutLinks(projectId).map(([label, to]) => ({ label, to })),
  ];
  return pages.filter((page) => mayLinkTo(page.to, registered));
}
