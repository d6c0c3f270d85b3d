import { useEffect, useRef } from 'react';
import { api, issueStateOf, type IssueItem } from '@portal/contracts';
import { applyRefreshRule, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

export const useIssues = () => useApiQuery('Support', api.support.issueList, {}, { refetchOnMount: 'always' });
/** While a ticket waits for support (open), its thread is asked again now and then, so a reply shows up by itself. */
const WAITING_POLL_MS = 4000;
/** The ticket and its messages: the provider's thread (issue-item/list) carries both. */
export const useThread = (issueId: number) =>
  useApiQuery('SupportItems', api.support.itemList, { params: { issueId } }, {
    enabled: issueId > 0,
    refetchInterval: (q) => (issueStateOf(q.state.data?.issueStatusId) === 'open' ? WAITING_POLL_MS : false),
  });
export const useSubjects = () => useCatalogueQuery(api.support.subjectList);
export const useBusinessUnits = () => useCatalogueQuery(api.support.businessUnitList);
export const useProjects = () => useApiQuery('Accessibility', api.project.list);
/** Who is signed in: a message by anyone else (the support staff) is theirs. */
export const useMe = () => useApiQuery('Profile', api.account.profileGet, {});
export const useRelatedServices = (projectId: number | undefined) =>
  useApiQuery('Issue', api.support.relatedServices, { params: { projectId: projectId ?? 0 } }, { enabled: !!projectId });

export const useCreateIssue = () => useApiMutation(api.support.issueCreate, { invalidates: refreshRules.issueCreated });
export const useCreateItem = () => useApiMutation(api.support.itemCreate, { invalidates: refreshRules.issueCreated });
export const useCloseIssue = () => useApiMutation(api.support.issueClose, { invalidates: refreshRules.issueCreated });

/** A message of the signed-in user (the others on a ticket are the support staff's). */
export const isMine = (item: IssueItem, meId: number | undefined) => meId !== undefined && item.userId === meId;

/**
 * The bell shows a staff reply as soon as the open ticket page sees it: the page already asks for
 * the thread every few seconds while it waits for support, so a staff message more than it held
 * before refreshes the bell's group (the one HTTP client and the query cache, no second channel).
 */
export function useBellOnStaffReply(items: readonly IssueItem[] | null | undefined, meId: number | undefined): void {
  const staff = items && meId !== undefined ? items.filter((i) => !isMine(i, meId)).length : undefined;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (staff === undefined) return;
    // A host built before this rule (the shared @portal/api is the host's) lacks it: the bell then waits for its next fetch.
    if (seen.current !== undefined && staff > seen.current && 'staffReplyArrived' in refreshRules) void applyRefreshRule('staffReplyArrived');
    seen.current = staff;
  }, [staff]);
}
