import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, issueStateOf, type IssueItem, type IssueSubject, type IssueSubjectQuery } from '@portal/contracts';
import { applyRefreshRule, call, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery, type ApiError, type Group } from '@portal/api';

export const useIssues = () => useApiQuery('Support', api.support.issueList, {}, { refetchOnMount: 'always' });
/** While a ticket waits for support (open), its thread is asked again now and then, so a reply shows up by itself. */
const WAITING_POLL_MS = 4000;
/** The ticket and its messages: the provider's thread (issue-item/list) carries both. */
export const useThread = (issueId: number) =>
  useApiQuery(
    'SupportItems',
    api.support.itemList,
    { params: { issueId } },
    {
      enabled: issueId > 0,
      refetchInterval: (q) => (issueStateOf(q.state.data?.issueStatusId) === 'open' ? WAITING_POLL_MS : false),
    },
  );
/**
 * The subjects of the chosen product and unit (the provider's short-list is a POST with both in
 * its body): asked once both are chosen, asked again when either changes.
 */
export const useSubjects = ({ productId, businessUnitId }: IssueSubjectQuery) =>
  useQuery<IssueSubject[], ApiError>({
    // Under the tickets' group like the rest of the form's lists (the key's head is a group).
    queryKey: ['Issue' satisfies Group, api.support.subjectShortList.path, { productId, businessUnitId }],
    queryFn: ({ signal }) => call(api.support.subjectShortList, { body: { productId, businessUnitId }, signal }),
    enabled: !!productId && !!businessUnitId,
    staleTime: 30 * 60_000,
  });
export const useBusinessUnits = () => useCatalogueQuery(api.support.businessUnitList);
/** The customer's orders of a product: what a ticket may name as the order it is about. */
export const useOrders = (productId: number | undefined) =>
  useApiQuery('Issue', api.billing.orderList, { params: { productId: productId ?? 0 } }, { enabled: !!productId });
/** Who is signed in: a message by anyone else (the support staff) is theirs. */
export const useMe = () => useApiQuery('Profile', api.account.profileGet, {});

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
