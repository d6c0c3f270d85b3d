import type { KuberDeployment, KuberHost } from '@portal/contracts';

/** What every tab of a deployment gets: the deployment, its namespace service and their project. */
export interface DeploymentTabProps {
  deployment: KuberDeployment;
  host: KuberHost;
  projectId: number;
}
