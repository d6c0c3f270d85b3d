import { useEffect } from 'react';
import { api } from '@portal/contracts';
import { useApiQuery } from '@portal/api';
import { useProjectStore } from '@portal/session';

/** Loads the project list and keeps the selection store in step with it (spec §4). */
export function useProjects() {
  // The spec names no project group; projects are what the customer can access, hence 'Accessibility'.
  const query = useApiQuery('Accessibility', api.project.list, {});
  const setProjectList = useProjectStore((s) => s.setProjectList);
  useEffect(() => {
    if (query.data) setProjectList(query.data);
  }, [query.data, setProjectList]);
  return query;
}
