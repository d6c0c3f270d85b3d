// The marks the shell sets with the Performance API (host/src/remotes/remote-apps.ts): when its
// idle work starts, and when it has warmed every area the sidebar links to.
export const IDLE_WORK_MARK = 'portal:idle-work';
export const AREAS_WARMED_MARK = 'portal:areas-warmed';
/** How long a page waits for the shell to settle at most (a host without the marks never does). */
const SETTLE_MS = 15_000;

/** Waits for AREAS_WARMED_MARK; resolves with its time after navigation start, or null after SETTLE_MS. */
export function shellSettled(page) {
  return page
    .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, AREAS_WARMED_MARK, { timeout: SETTLE_MS })
    .then(
      (handle) => handle.jsonValue(),
      () => null,
    );
}
