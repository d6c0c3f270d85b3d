import { useCallback, useState } from 'react';
import { useAuthStore } from '@portal/session';
import { readTablePrefs, writeTablePrefs, type TablePrefs } from './table-prefs';

/**
 * The signed-in user's settings of the table `tableId`, and a setter that merges a change in and
 * stores it. Nobody signed in (no user id): the settings live only as long as the table.
 */
export function useTablePrefs(tableId: string): [TablePrefs, (change: Partial<TablePrefs>) => void] {
  const userId = useAuthStore((s) => s.loginInfo?.userId) || 0;
  const owner = `${userId}/${tableId}`;
  const [state, setState] = useState(() => ({ owner, prefs: userId ? readTablePrefs(userId, tableId) : {} }));
  // Another user signed in, or the table is another one: its own settings, read during render.
  let current = state;
  if (state.owner !== owner) {
    current = { owner, prefs: userId ? readTablePrefs(userId, tableId) : {} };
    setState(current);
  }
  const update = useCallback(
    (change: Partial<TablePrefs>) =>
      setState((s) => {
        const prefs = { ...s.prefs, ...change };
        if (userId) writeTablePrefs(userId, tableId, prefs);
        return { owner: s.owner, prefs };
      }),
    [userId, tableId],
  );
  return [current.prefs, update];
}
