// A ticket's state (`issueStatusId`) and priority (`issuePriorityId` of the create), as the
// provider's panel reads them. `open` is "waiting for an answer" (from support); `closed` is done.
export const ISSUE_STATUS = { 1: 'open', 2: 'answered', 3: 'closed' } as const;
export type IssueStatusId = keyof typeof ISSUE_STATUS;
export type IssueState = (typeof ISSUE_STATUS)[IssueStatusId];
export const ISSUE_STATES: readonly IssueState[] = Object.values(ISSUE_STATUS);
export const issueStateOf = (statusId: number | null | undefined): IssueState | null =>
  statusId != null && statusId in ISSUE_STATUS ? ISSUE_STATUS[statusId as IssueStatusId] : null;
export const issueStatusId = (state: IssueState): IssueStatusId => Number(Object.entries(ISSUE_STATUS).find(([, s]) => s === state)![0]) as IssueStatusId;

export const ISSUE_PRIORITY = { important: 1, veryImportant: 2, urgent: 3 } as const;
export type IssuePriorityKey = keyof typeof ISSUE_PRIORITY;
export type IssuePriority = (typeof ISSUE_PRIORITY)[IssuePriorityKey];
export const ISSUE_PRIORITIES: readonly IssuePriority[] = Object.values(ISSUE_PRIORITY);
export const issuePriorityOf = (id: number | null | undefined): IssuePriorityKey | null =>
  (Object.keys(ISSUE_PRIORITY) as IssuePriorityKey[]).find((k) => ISSUE_PRIORITY[k] === id) ?? null;
