// A server snapshot's state: the panel reads `vmSnapshotStatusId`, the snapshot document names the
// same number `statusId`. It is its own table, not the service table (1 is active here).
export const SNAPSHOT_STATUS = { 1: 'active', 2: 'inactive', 3: 'queued', 4: 'waiting', 5: 'failed', 6: 'deleted' } as const;
export type SnapshotStatusId = keyof typeof SNAPSHOT_STATUS;
export type SnapshotState = (typeof SNAPSHOT_STATUS)[SnapshotStatusId];
export const snapshotStateOf = (statusId: number | null | undefined): SnapshotState | null =>
  statusId != null && statusId in SNAPSHOT_STATUS ? SNAPSHOT_STATUS[statusId as SnapshotStatusId] : null;
export const snapshotStatusId = (state: SnapshotState): SnapshotStatusId =>
  Number(Object.entries(SNAPSHOT_STATUS).find(([, key]) => key === state)![0]) as SnapshotStatusId;
/** Snapshot states still being worked on: poll while one is shown. */
export const TRANSITIONAL_SNAPSHOT_STATES: readonly SnapshotState[] = ['queued', 'waiting'];
export const isSnapshotTransitional = (statusId: number | null | undefined): boolean => {
  const s = snapshotStateOf(statusId);
  return s != null && TRANSITIONAL_SNAPSHOT_STATES.includes(s);
};
