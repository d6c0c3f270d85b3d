import { api, type IssueListQuery } from '@portal/contracts';
import { refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

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
