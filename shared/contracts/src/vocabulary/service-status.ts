// The provider's `statusId` of a service, as its own panel reads it: one table for every resource
// that carries `status` (the provider's Persian display string, never compared) and `statusId`
// (VM hosts, disks, zones, storage, clusters, namespaces, VPCs, web hosts, domains…).
export const SERVICE_STATUS = {
  1: 'unpaid',
  2: 'active',
  3: 'inactive',
  4: 'expired',
  5: 'deleted',
  6: 'waiting',
  7: 'rebuilding',
  8: 'infra-error',
  9: 'waiting-ns',
  10: 'off',
  11: 'queued',
  12: 'deleting',
} as const;
export type ServiceStatusId = keyof typeof SERVICE_STATUS;
export type ServiceStatus = (typeof SERVICE_STATUS)[ServiceStatusId];
export const SERVICE_STATUS_IDS: readonly ServiceStatusId[] = Object.keys(SERVICE_STATUS).map(Number) as ServiceStatusId[];

/** The status key of a `statusId`, or null for an id the table does not know (show the provider's `status` then). */
export const serviceStatusOf = (statusId: number | null | undefined): ServiceStatus | null =>
  statusId != null && statusId in SERVICE_STATUS ? SERVICE_STATUS[statusId as ServiceStatusId] : null;

/** The `statusId` of a status key (the sandbox writes the provider's numbers from its own states). */
export const serviceStatusId = (status: ServiceStatus): ServiceStatusId =>
  Number(Object.entries(SERVICE_STATUS).find(([, key]) => key === status)![0]) as ServiceStatusId;

/** Service states the provider is still working on: a page keeps polling while a row is in one. */
export const TRANSITIONAL_SERVICE_STATUSES: readonly ServiceStatus[] = ['waiting', 'rebuilding', 'waiting-ns', 'queued', 'deleting'];
export const isServiceTransitional = (statusId: number | null | undefined): boolean => {
  const key = serviceStatusOf(statusId);
  return key != null && TRANSITIONAL_SERVICE_STATUSES.includes(key);
};

/** The panel enables a service's actions (a domain's, for one) only while it is active. */
export const isServiceActive = (statusId: number | null | undefined): boolean => serviceStatusOf(statusId) === 'active';
