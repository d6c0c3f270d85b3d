// The queries the signed-in shell asks first on every page: the project list (project selector and
// the URL's project, which the content area waits for), the profile (the sidebar's name) and the
// notifications (the bell). Their keys are the hooks' own (use-projects.ts, account/api.ts,
// NotificationBell.tsx; shell-queries.test.tsx renders those hooks after this and counts requests).
import { api } from '@portal/contracts';
import { prefetchApiQuery } from '@portal/api';

/** Starts the shell's first queries now, quietly: a failure is asked again and reported by the hook that renders. */
export function prefetchShellQueries(): Promise<void> {
  return Promise.all([
    prefetchApiQuery('Accessibility', api.project.list, {}),
    prefetchApiQuery('Profile', api.account.profileGet, {}),
    prefetchApiQuery('Notification', api.portal.notificationShortList, {}),
  ]).then(() => undefined);
}
