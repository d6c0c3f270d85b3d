import type { KuberHost } from '@portal/contracts';

/** What every tab of a namespace service gets: the service and its project. */
export interface TabProps {
  host: KuberHost;
  projectId: number;
}
