import { api, type CdnPeriodId } from '@portal/contracts';
import { fetchApiQuery, pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Zones live in 'DnsCdnHost', their records in 'DNSRecordSetting', their CDN settings in 'CdnHost'
// (cache groups of the product rules); the record an edit dialog opens with in 'EditRecordDialog' and a
// record's proxy status read back after a toggle in 'ProxyStatus'. A change to a zone or its
// records refreshes them all. The provider's writes answer nothing: every page reads the zone again.
const invalidates = ['DnsCdnHost', 'CdnHost', 'CdnCert', ...refreshRules.dnsRecordChanged] as const;
type ZoneIds = { projectId: number; dnsCdnHostId: number };

/** Zones poll while waiting for their nameservers (statusId 9) or a plan change. */
export const useZones = (projectId: number) =>
  useApiQuery('DnsCdnHost', api.dnsCdn.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useZone = (projectId: number, id: number) =>
  useApiQuery('DnsCdnHost', api.dnsCdn.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useZoneNs = (projectId: number, id: number) => useApiQuery('DnsCdnHost', api.dnsCdn.hostGetNs, { params: { projectId, id } });
export const useAnalytics = (projectId: number, id: number, periodId: CdnPeriodId) =>
  useApiQuery('CdnHost', api.dnsCdn.hostGetAnalytic, { params: { projectId, id }, query: { PeriodId: periodId } });
export const useRecords = (p: ZoneIds) => useApiQuery('DNSRecordSetting', api.dnsCdn.recordList, { params: p });
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

export const useCheckZone = () => useApiMutation(api.dnsCdn.hostCheck);
export const useCreateZone = () => useApiMutation(api.dnsCdn.hostCreate, { invalidates });
export const useVerifyZone = () => useApiMutation(api.dnsCdn.hostVerify, { invalidates });
export const useDeleteZone = () => useApiMutation(api.dnsCdn.hostDelete, { invalidates });
export const useChangeCdnType = () => useApiMutation(api.dnsCdn.changeCdnType, { invalidates });
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

// Registered domains (no cache group is named for them; 'DnsCdnHost' is the nearest and
// a zone list shows no domain, so they share it without refreshing anything unrelated).
export const useDomains = (projectId: number) =>
  useApiQuery('DnsCdnHost', api.domain.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useDomain = (projectId: number, id: number) =>
  useApiQuery('DnsCdnHost', api.domain.get, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useCheckDomain = () => useApiMutation(api.domain.checkDomain);
export const useRegisterDomain = () => useApiMutation(api.domain.register, { invalidates });
export const useChangeDomainNs = () => useApiMutation(api.domain.changeNs, { invalidates });
export const useChangeDomainContact = () => useApiMutation(api.domain.changeContact, { invalidates });
export const useResendVerification = () => useApiMutation(api.domain.resendVerification, { invalidates });
export const useDeleteDomain = () => useApiMutation(api.domain.delete, { invalidates });

// Web hosts: the cache group 'WebHost'; the plan list is the `web` catalogue.
const webInvalidates = ['WebHost'] as const;
export const useWebBundles = () => useCatalogueQuery(api.webHost.bundleList);
export const useWebHosts = (projectId: number) =>
  useApiQuery('WebHost', api.webHost.list, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useWebHost = (projectId: number, id: number) =>
  useApiQuery('WebHost', api.webHost.get, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useCheckWebHostDomain = () => useApiMutation(api.webHost.checkDomain);
export const useCreateWebHost = () => useApiMutation(api.webHost.create, { invalidates: webInvalidates });
export const useEditWebHost = () => useApiMutation(api.webHost.edit, { invalidates: webInvalidates });
export const useDeleteWebHost = () => useApiMutation(api.webHost.delete, { invalidates: webInvalidates });

// CDN routes and the API gateway of a zone: the cache group 'CdnRoute'.
const routeInvalidates = ['CdnRoute'] as const;
export const useCdnRoutes = (p: ZoneIds) => useApiQuery('CdnRoute', api.dnsLoadBalance.cdnRouteList, { params: p });
/** The list row has no destinations: the edit dialog reads the route's get. */
export const useCdnRoute = (p: ZoneIds, id: number | null) =>
  useApiQuery('CdnRoute', api.dnsLoadBalance.cdnRouteGet, { params: { ...p, id: id ?? 0 } }, { enabled: id !== null });
export const useCreateCdnRoute = () => useApiMutation(api.dnsLoadBalance.cdnRouteCreate, { invalidates: routeInvalidates });
export const useEditCdnRoute = () => useApiMutation(api.dnsLoadBalance.cdnRouteEdit, { invalidates: routeInvalidates });
export const useDeleteCdnRoute = () => useApiMutation(api.dnsLoadBalance.cdnRouteDelete, { invalidates: routeInvalidates });
export const useGatewayRoutes = (p: ZoneIds) => useApiQuery('CdnRoute', api.dnsLoadBalance.apiGatewayList, { params: p });
export const useCreateGatewayRoute = () => useApiMutation(api.dnsLoadBalance.apiGatewayCreate, { invalidates: routeInvalidates });
export const useEditGatewayRoute = () => useApiMutation(api.dnsLoadBalance.apiGatewayEdit, { invalidates: routeInvalidates });
export const useDeleteGatewayRoute = () => useApiMutation(api.dnsLoadBalance.apiGatewayDelete, { invalidates: routeInvalidates });
