// The cluster host the namespace tabs and the deployment page are tested on: host 4 of project 5.
import type { KuberHost } from '@portal/contracts';

export const host: KuberHost = {
  id: 4,
  datacenter: 'تهران',
  datacenterId: 1,
  name: 'shop',
  status: 'active',
  statusId: 2,
  cpu: 4,
  memory: 4,
  disk: 50,
  podInUse: 2,
  tenPods: 4,
  createDate: '2026-01-01T00:00:00Z',
};
/** The path parameters of the host's calls. */
export const hostParams = { projectId: 5, kuberHostId: 4 };
