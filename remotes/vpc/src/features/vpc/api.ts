import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery, useDeclaredQuery } from '@portal/api';
import { firstQuery } from '@portal/ui';

// A VPC, its networks and access live in the 'Vpc' cache group; its NAT rules, public addresses and
// load balancers in a group each ('VpcNat', 'PublicIP', 'LoadBalance'), so a
// change to one refetches that (refreshRules). The provider's writes answer nothing the page reads:
// each one refetches its groups. Attaching a network moves it in the networks area too, and a
// server's interface shows on the server pages.
const invalidates = refreshRules.vpcChanged;
// A network detached takes its source NAT rule with it.
const withNetworks = [...refreshRules.vpcChanged, ...refreshRules.networkChanged, ...refreshRules.vpcNatChanged];
const withServers = [...refreshRules.vpcChanged, ...refreshRules.networkNodeChanged];
export type Ids = { projectId: number; vpcHostId: number };

// The list's and the overview's first queries are fetched ahead from the URL (`firstQuery` of @portal/areas).
export const useVpcs = (projectId: number) => useDeclaredQuery(firstQuery.vpcs, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useVpc = (projectId: number, id: number) =>
  useDeclaredQuery(firstQuery.vpc, { params: { projectId, id } }, { refetchInterval: pollWhileTransitional });
export const useVpcBundles = () => useCatalogueQuery(api.vpc.bundleList);
export const useDatacenters = () => useCatalogueQuery(api.infra.datacenterList);
/**
 * The project's servers, polled while one is being built (a server ordered into a VPC network
 * joins it once built); read for their id, name and status only, which every server row carries.
 */
export const useProjectServers = (projectId: number) =>
  useApiQuery('VmHost', api.vm.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
/** The project's networks (to attach one, or let one ask for access). */
export const useProjectNetworks = (projectId: number) => useApiQuery('Network', api.network.shortList, { params: { projectId } });

/** The networks attached to the VPC (its interfaces). */
export const useInterfaces = (p: Ids) => useDeclaredQuery(firstQuery.vpcInterfaces, { params: p }, { refetchInterval: pollWhileTransitional });
export const useNetworkAccess = (p: Ids) => useApiQuery('Vpc', api.vpc.networkAccessList, { params: p });
export const useNatRules = (p: Ids) => useDeclaredQuery(firstQuery.vpcNatRules, { params: p });
export const usePublicIps = (p: Ids) => useApiQuery('PublicIP', api.vpc.ipList, { params: p });
export const useLoadBalancers = (p: Ids) => useDeclaredQuery(firstQuery.vpcLoadBalancers, { params: p }, { refetchInterval: pollWhileTransitional });

/**
 * The servers in the VPC: the project's network nodes (a server's address in a network) of the
 * networks attached to it, polled while a server is being built into one of them.
 */
export function useVpcServers(p: Ids) {
  const interfaces = useInterfaces(p);
  const nodes = useDeclaredQuery(firstQuery.networkNodes, { params: { projectId: p.projectId }, query: {} }, { refetchInterval: pollWhileTransitional });
  const attached = new Set((interfaces.data ?? []).map((n) => n.id));
  const data = interfaces.data && nodes.data ? nodes.data.filter((n) => attached.has(n.vmNetworkId)) : undefined;
  return {
    data,
    networks: interfaces.data,
    isLoading: interfaces.isLoading || nodes.isLoading,
    isError: interfaces.isError || nodes.isError,
    refetch: () => Promise.all([interfaces.refetch(), nodes.refetch()]),
  };
}

export const useCreateVpc = () => useApiMutation(api.vpc.create, { invalidates });
export const useDeleteVpc = () => useApiMutation(api.vpc.delete, { invalidates });
export const useEditVpc = () => useApiMutation(api.vpc.edit, { invalidates });
export const useAttachNetwork = () => useApiMutation(api.vpc.interfaceCreate, { invalidates: withNetworks });
export const useRemoveNetwork = () => useApiMutation(api.vpc.interfaceRemove, { invalidates: withNetworks });
export const useCreateAccess = () => useApiMutation(api.vpc.networkAccessCreate, { invalidates });
export const useAttachServer = () => useApiMutation(api.network.nodeAttach, { invalidates: withServers });
export const useDetachServer = () => useApiMutation(api.network.nodeDetach, { invalidates: withServers });
const nat = { invalidates: refreshRules.vpcNatChanged };
export const useCreateSnat = () => useApiMutation(api.vpc.snatCreate, nat);
export const useDeleteSnat = () => useApiMutation(api.vpc.snatDelete, nat);
export const useCreateDnat = () => useApiMutation(api.vpc.dnatCreate, nat);
export const useDeleteNat = () => useApiMutation(api.vpc.natDelete, nat);
export const useAllocateIp = () => useApiMutation(api.vpc.ipCreate, { invalidates: refreshRules.publicIpChanged });
export const useReleaseIp = () => useApiMutation(api.vpc.ipDelete, { invalidates: refreshRules.publicIpChanged });
export const useCreateLoadBalancer = () => useApiMutation(api.vpc.loadBalancerCreate, { invalidates: refreshRules.loadBalancerChanged });
export const useDeleteLoadBalancer = () => useApiMutation(api.vpc.loadBalancerDelete, { invalidates: refreshRules.loadBalancerChanged });
