// The queries the signed-in shell asks first on every page, as @portal/areas declares them
// (`shellQueries`, which the gateway also names in the page). Their keys are the hooks' own
// (use-projects.ts, account/api.ts, NotificationBell.tsx; shell-queries.test.tsx renders those
// hooks after this and counts requests).
import { shellPageQueries } from '@portal/areas';
import { prefetchDeclared } from '@portal/api';

/** Starts the shell's first queries now, quietly: a failure is asked again and reported by the hook that renders. */
export const prefetchShellQueries = (): Promise<void> => prefetchDeclared(shellPageQueries());
