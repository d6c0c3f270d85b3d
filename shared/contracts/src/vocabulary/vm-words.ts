// A server's power and network as `vm/{projectId}/host/get/{id}` spells them (vSphere's words,
// upper case), and its kinds. Whether a server runs is read from `powerStatus`, never from `status`.
export const POWER_STATUS = { on: 'POWERED_ON', off: 'POWERED_OFF' } as const;
export type PowerStatus = (typeof POWER_STATUS)[keyof typeof POWER_STATUS];
/** Running only when the provider says POWERED_ON; any other word (suspended, unknown…) is not running. */
export const isPoweredOn = (powerStatus: string | null | undefined): boolean => powerStatus === POWER_STATUS.on;

export const NETWORK_STATUS = { connected: 'CONNECTED', disconnected: 'DISCONNECTED' } as const;
export type NetworkStatus = (typeof NETWORK_STATUS)[keyof typeof NETWORK_STATUS];
export const isNetworkConnected = (networkStatus: string | null | undefined): boolean => networkStatus === NETWORK_STATUS.connected;

/** The hypervisor behind a server. */
export const HYPERVISOR_TYPE = { vmware: 1, openstack: 2 } as const;
/** Whether a server is on the public network or inside a VPC. */
export const PUBLICITY = { public: 1, vpc: 2 } as const;
