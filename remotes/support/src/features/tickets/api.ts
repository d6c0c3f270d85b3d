import { api, type IssueListQuery } from '@portal/contracts';
import { refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

export const useIssues = (query: IssueListQuery) => useApiQuery('Support', api.support.issueList, { query });
export const useIssue = (id: number) => useApiQuery('Support', api.support.issueGet, { params: { id } }, { enabled: id > 0 });
export const useIssueItems = (issueId: number) => useApiQuery('SupportItems', api.support.itemList, { params: { issueId } }, { enabled: issueId > 0 });
export const useSubjects = () => useCatalogueQuery(api.support.subjectShortList);
export const useBusinessUnits = () => useCatalogueQuery(api.support.businessUnitList);
export const useProjects = () => useApiQuery('Accessibility', api.project.list);
export const useRelatedServices = (projectId: number | undefined) =>
  useApiQuery('Issue', api.support.relatedServices, { params: { projectId: projectId ?? 0 } }, { enabled: !!projectId });

export const useCreateIssue = () => useApiMutation(api.support.issueCreate, { invalidates: refreshRules.issueCreated });
export const useCreateItem = () => useApiMutation(api.support.itemCreate, { invalidates: refreshRules.issueCreated });
export const useCloseIssue = () => useApiMutation(api.support.issueClose, { invalidates: refreshRules.issueCreated });
