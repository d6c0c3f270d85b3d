import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/ui';

// Zones live in 'DnsCdnHost', their records in 'DNSRecordSetting', their CDN settings in 'CdnHost'
// (cache groups of the product rules). A change to a zone or its records refreshes them all
// (`zoneInvalidates`, also for the zone page's records, certificates and settings, and for domains).
// The provider's writes answer nothing: every page reads the zone again.
export const zoneInvalidates = ['DnsCdnHost', 'CdnHost', 'CdnCert', ...refreshRules.dnsRecordChanged] as const;
export type ZoneIds = { projectId: number; dnsCdnHostId: number };

/** Zones poll while waiting for their nameservers (statusId 9) or a plan change. */
// The list's and a zone's page's first queries, fetched ahead from the URL (`firstQuery` of @portal/areas).
export const useZones = (projectId: number) => useDeclaredQuery(firstQuery.zones, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useZone = (projectId: number, id: number) =>
  useDeclaredQuery(firstQuery.zone, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useZoneNs = (projectId: number, id: number) => useDeclaredQuery(firstQuery.zoneNameservers, { params: { projectId, id } });

export const useCheckZone = () => useApiMutation(api.dnsCdn.hostCheck);
export const useCreateZone = () => useApiMutation(api.dnsCdn.hostCreate, { invalidates: zoneInvalidates });
export const useVerifyZone = () => useApiMutation(api.dnsCdn.hostVerify, { invalidates: zoneInvalidates });
export const useDeleteZone = () => useApiMutation(api.dnsCdn.hostDelete, { invalidates: zoneInvalidates });
export const useChangeCdnType = () => useApiMutation(api.dnsCdn.changeCdnType, { invalidates: zoneInvalidates });
