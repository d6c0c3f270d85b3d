// A ticket's `issueStatusId` + `issueStatus` as the provider sends them, from the sandbox's own
// state. The sandbox keeps one state more than the provider: `waitingCustomer` (support asked the
// customer something), which it needs to schedule the follow-up; the provider words such a ticket
// as answered, so that is what goes on the wire.
import { ISSUE_STATUS_WORDS, issueStatusId, type IssueState, type IssueStatusId } from '@portal/contracts';

export type SandboxIssueState = IssueState | 'waitingCustomer';

export const wireIssueStatusId = (state: SandboxIssueState): IssueStatusId => issueStatusId(state === 'waitingCustomer' ? 'answered' : state);

export const wireIssueStatus = (state: SandboxIssueState): { issueStatusId: IssueStatusId; issueStatus: string } => {
  const id = wireIssueStatusId(state);
  return { issueStatusId: id, issueStatus: ISSUE_STATUS_WORDS[id] };
};
