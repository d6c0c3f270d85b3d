import type { VpcHost } from '@portal/contracts';

// The pages of one VPC, each named by its path segment.
export const VPC_PAGES = ['overview', 'network', 'vpcVm', 'nat', 'ip', 'loadBalancer'] as const;
export type VpcPage = (typeof VPC_PAGES)[number];

export interface TabProps {
  vpc: VpcHost;
  /** The route's project (the provider's VPC row may leave its own `projectId` empty). */
  projectId: number;
}
