import { useEffect, useRef } from 'react';
import { api, type IssueItem, type IssueListQuery } from '@portal/contracts';
import { applyRefreshRule, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Opening a ticket reads it on the server: the list is asked again whenever it is shown, so its unread markers are current.
export const useIssues = (query: IssueListQuery) => useApiQuery('Support', api.support.issueList, { query }, { refetchOnMount: 'always' });
/** While a ticket waits for support (open), it is asked again now and then, so a reply shows up by itself. */
const WAITING_POLL_MS = 4000;
export const useIssue = (id: number) =>
  useApiQuery('Support', api.support.issueGet, { params: { id } }, { enabled: id > 0, refetchInterval: (q) => (q.state.data?.state === 'open' ? WAITING_POLL_MS : false) });
export const useIssueItems = (issueId: number, waiting: boolean) =>
  useApiQuery('SupportItems', api.support.itemList, { params: { issueId } }, { enabled: issueId > 0, refetchInterval: waiting ? WAITING_POLL_MS : false });
export const useSubjects = () => useCatalogueQuery(api.support.subjectShortList);
export const useBusinessUnits = () => useCatalogueQuery(api.support.businessUnitList);
export const useProjects = () => useApiQuery('Accessibility', api.project.list);
export const useRelatedServices = (projectId: number | undefined) =>
  useApiQuery('Issue', api.support.relatedServices, { params: { projectId: projectId ?? 0 } }, { enabled: !!projectId });

export const useCreateIssue = () => useApiMutation(api.support.issueCreate, { invalidates: refreshRules.issueCreated });
export const useCreateItem = () => useApiMutation(api.support.itemCreate, { invalidates: refreshRules.issueCreated });
export const useCloseIssue = () => useApiMutation(api.support.issueClose, { invalidates: refreshRules.issueCreated });

/**
 * The bell shows a staff reply as soon as the open ticket page sees it: the page already asks for
 * the ticket every few seconds while it waits for support, so a staff message more than it held
 * before refreshes the bell's group (the one HTTP client and the query cache, no second channel).
 */
export function useBellOnStaffReply(items: readonly IssueItem[] | undefined): void {
  const staff = items?.filter((i) => i.author === 'staff').length;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (staff === undefined) return;
    // A host built before this rule (the shared @portal/api is the host's) lacks it: the bell then waits for its next fetch.
    if (seen.current !== undefined && staff > seen.current && 'staffReplyArrived' in refreshRules) void applyRefreshRule('staffReplyArrived');
    seen.current = staff;
  }, [staff]);
}
