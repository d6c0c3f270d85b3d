import { useLayoutEffect } from 'react';
import { useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/areas';
import { clearAlarms, showAlarms } from '../site-alarms/alarm-island';

/**
 * Keeps the page's site alarm banners (site-alarms/alarm-island.ts: at the top of the page, outside
 * the app's root, one dismissible banner each, the subject leading to its link) in step with the
 * provider's list while signed in; signed out (this layout unmounted), none shows.
 */
export function SiteAlarms() {
  const alarms = useDeclaredQuery(firstQuery.siteAlarms, undefined, { staleTime: 5 * 60_000 });
  // Before the browser paints the commit that brought the list, as a banner rendered by the layout
  // was: the page below moves once, in the same frame, and never shows a frame without it.
  useLayoutEffect(() => {
    if (alarms.data) showAlarms(alarms.data);
  }, [alarms.data]);
  useLayoutEffect(() => () => clearAlarms(), []);
  return null;
}
