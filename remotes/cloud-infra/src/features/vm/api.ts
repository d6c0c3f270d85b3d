import { api, PRODUCT, vmActionAllowed, vmDeletable, type VmHost, type VmPeriodId, type VmPowerAction, type VmStateView } from '@portal/contracts';

/** A server's `get` with the id it was asked by (the provider's answer does not repeat it). */
export type VmView = VmHost & { id: number };
import { applyRefreshRule, call, pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/ui';

// Everything about servers lives in the VmHost group; every create, edit, delete, power and
// rebuild action refreshes it (the product rules' cache refresh).
const GROUP = 'VmHost' as const;
const invalidates = refreshRules.vmChanged;

/** The list page's first query, fetched ahead from its URL (`firstQuery` of @portal/areas). */
export const useVmHosts = (projectId: number) => useDeclaredQuery(firstQuery.vmHosts, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useVmHost = (projectId: number, id: number) =>
  useApiQuery(
    GROUP,
    api.vm.hostGet,
    { params: { projectId, id } },
    { refetchInterval: pollWhileTransitional, enabled: !Number.isNaN(id) && !Number.isNaN(projectId) },
  );

export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);
export const useVmImages = (projectId: number) => useCatalogueQuery(api.vm.imageList, { params: { projectId }, query: { ProductId: PRODUCT.vm } });
export const useVmBundles = () => useCatalogueQuery(api.portal.vmBundleList);
export const useVmItems = () => useCatalogueQuery(api.portal.productItemList, { params: { productId: PRODUCT.vm } });
export const useIsos = (projectId: number) => useCatalogueQuery(api.vm.isoShortList, { params: { projectId } });
export const useNetworks = (projectId: number, enabled: boolean) => useApiQuery('Network', api.network.shortList, { params: { projectId } }, { enabled });

export const useVmAnalytics = (projectId: number, id: number, periodId: VmPeriodId) =>
  useApiQuery(GROUP, api.vm.hostGetAnalytic, { params: { projectId, id }, query: { PeriodId: periodId } }, { refetchInterval: 60_000 });
/** A server's addresses: its `get` has only their counts. */
export const useVmIps = (projectId: number, vmHostId: number) => useApiQuery(GROUP, api.vm.ipList, { params: { projectId, vmHostId } });
/** The ISO in a server's drive (an empty list when none). */
export const useMountedIsos = (projectId: number, vmHostId: number) => useApiQuery(GROUP, api.vm.isoNodeList, { params: { projectId, vmHostId } });
export const useFirewallRules = (projectId: number, vmHostId: number) => useApiQuery(GROUP, api.vm.firewallList, { params: { projectId, vmHostId } });

export const useCreateVm = () => useApiMutation(api.vm.hostCreate, { invalidates });
/** The rebuild: a fresh install, and the only call that renames a server (its body's `name`). */
export const useRebuildVm = () => useApiMutation(api.vm.hostRebuild, { invalidates });
/** The provider's resize: `host/edit` with the new cpu, memory and disk. */
export const useResizeVm = () => useApiMutation(api.vm.hostEdit, { invalidates });
export const useMountIso = () => useApiMutation(api.vm.isoNodeMount, { invalidates });
export const useUnmountIso = () => useApiMutation(api.vm.isoNodeUnmount, { invalidates });
export const useCreateIp = () => useApiMutation(api.vm.ipCreate, { invalidates });
export const useDeleteIp = () => useApiMutation(api.vm.ipDelete, { invalidates });
export const useCreateFirewallRule = () => useApiMutation(api.vm.firewallCreate, { invalidates });
export const useDeleteFirewallRule = () => useApiMutation(api.vm.firewallDelete, { invalidates });

export const powerEndpoints = {
  start: api.vm.hostStart,
  stop: api.vm.hostStop,
  shutdown: api.vm.hostShutdown,
  reset: api.vm.hostReset,
  reboot: api.vm.hostReboot,
} as const satisfies Record<VmPowerAction, unknown>;
export type PowerAction = VmPowerAction;

/** A server as a power action needs it: a list row (decided by statusId) or `host/get` (by powerStatus). */
export type PowerTarget = VmStateView & { id: number };

/**
 * Runs a power action on one or more servers (bulk actions call it with the selection), then
 * refreshes the VmHost group once. Servers not in a state that allows it are skipped, not sent.
 */
export async function runPower(action: PowerAction, projectId: number, vms: readonly PowerTarget[]) {
  const eligible = vms.filter((vm) => vmActionAllowed(action, vm));
  const results = await Promise.allSettled(eligible.map((vm) => call(powerEndpoints[action], { params: { projectId, id: vm.id } })));
  await applyRefreshRule('vmChanged');
  return { ok: results.filter((r) => r.status === 'fulfilled').length, skipped: vms.length - eligible.length };
}

/** Deletes servers one by one (bulk delete), then refreshes the group once. */
export async function deleteServers(projectId: number, vms: readonly PowerTarget[]) {
  const eligible = vms.filter(vmDeletable);
  const results = await Promise.allSettled(eligible.map((vm) => call(api.vm.hostDelete, { params: { projectId, id: vm.id } })));
  await applyRefreshRule('vmChanged');
  return { ok: results.filter((r) => r.status === 'fulfilled').length, skipped: vms.length - eligible.length };
}
