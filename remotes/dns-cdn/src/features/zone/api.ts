import { api, type CdnPeriodId } from '@portal/contracts';
import { fetchApiQuery, useApiMutation, useApiQuery, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/ui';
import { type ZoneIds, zoneInvalidates as invalidates } from '../zones/api';

// One zone's page: its records ('DNSRecordSetting'; the record an edit dialog opens with in
// 'EditRecordDialog' and a record's proxy status read back after a toggle in 'ProxyStatus'), analytics,
// certificates, settings and CDN routes.
export const useAnalytics = (projectId: number, id: number, periodId: CdnPeriodId) =>
  useApiQuery('CdnHost', api.dnsCdn.hostGetAnalytic, { params: { projectId, id }, query: { PeriodId: periodId } });
/** The records tab's first query, fetched ahead from its URL (`firstQuery` of @portal/areas). */
export const useRecords = (p: ZoneIds) => useDeclaredQuery(firstQuery.zoneRecords, { params: p });
/** The whole record (MX/SRV/CAA parameters the list leaves out) the edit dialog opens with. */
export const fetchRecordToEdit = (p: ZoneIds & { id: number }) => fetchApiQuery('EditRecordDialog', api.dnsCdn.recordGet, { params: p });
/** The provider's change-proxy flips the proxy and answers nothing: the record says where it now stands. */
export const fetchProxyStatus = (p: ZoneIds & { id: number }) => fetchApiQuery('ProxyStatus', api.dnsCdn.recordGet, { params: p }).then((r) => r.useProxy);
/** A managed certificate is issued in the background (its answer has no status): `waiting` polls until it has its name. */
export const useManagedCert = (p: ZoneIds, waiting: boolean) =>
  useApiQuery('CdnCert', api.dnsCdn.edgeCertGet, { params: p }, { refetchInterval: (q) => (waiting && !q.state.data?.commonName ? 2000 : false) });
export const useUserCert = (p: ZoneIds) => useApiQuery('CdnCert', api.dnsCdn.edgeCertGetUser, { params: p });
/** The origin's uploaded certificate. */
export const useOriginCert = (p: ZoneIds) => useApiQuery('CdnCert', api.dnsCdn.originCertGetUser, { params: p });
/** The managed origin certificate: the platform's own for the zone's origin (nulls until the zone is active). */
export const useManagedOriginCert = (p: ZoneIds) => useApiQuery('CdnCert', api.dnsCdn.originCertGet, { params: p });

export const useChangeHttps = () => useApiMutation(api.dnsCdn.changeHttpsRedirect, { invalidates });
export const useChangeNonWww = () => useApiMutation(api.dnsCdn.changeNonWwwRedirect, { invalidates });
export const useChangeHsts = () => useApiMutation(api.dnsCdn.changeHsts, { invalidates });
export const useCreateRecord = () => useApiMutation(api.dnsCdn.recordCreate, { invalidates });
export const useEditRecord = () => useApiMutation(api.dnsCdn.recordEdit, { invalidates });
export const useDeleteRecord = () => useApiMutation(api.dnsCdn.recordDelete, { invalidates });
export const useChangeProxy = () => useApiMutation(api.dnsCdn.recordChangeProxy, { invalidates });
export const useChangeOriginType = () => useApiMutation(api.dnsCdn.changeOriginCertType, { invalidates });
export const useCreateManagedCert = () => useApiMutation(api.dnsCdn.edgeCertCreate, { invalidates });
export const useCreateUserCert = () => useApiMutation(api.dnsCdn.edgeCertCreateUser, { invalidates });
export const useChangeEdgeType = () => useApiMutation(api.dnsCdn.changeEdgeCertType, { invalidates });
export const useCreateOriginCert = () => useApiMutation(api.dnsCdn.originCertCreateUser, { invalidates });

// CDN routes and the API gateway of a zone: the cache group 'CdnRoute'.
export const routeInvalidates = ['CdnRoute'] as const;
export const useCdnRoutes = (p: ZoneIds) => useApiQuery('CdnRoute', api.dnsLoadBalance.cdnRouteList, { params: p });
/** The list row has no destinations: the edit dialog reads the route's get. */
export const useCdnRoute = (p: ZoneIds, id: number | null) =>
  useApiQuery('CdnRoute', api.dnsLoadBalance.cdnRouteGet, { params: { ...p, id: id ?? 0 } }, { enabled: id !== null });
export const useCreateCdnRoute = () => useApiMutation(api.dnsLoadBalance.cdnRouteCreate, { invalidates: routeInvalidates });
export const useEditCdnRoute = () => useApiMutation(api.dnsLoadBalance.cdnRouteEdit, { invalidates: routeInvalidates });
export const useDeleteCdnRoute = () => useApiMutation(api.dnsLoadBalance.cdnRouteDelete, { invalidates: routeInvalidates });
