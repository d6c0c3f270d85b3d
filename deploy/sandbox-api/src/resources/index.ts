import type { ResourceDef } from '../engine/types';
import { storageHost, storageKey } from '../areas/storage/resources';
import { vmHost } from './vm';
import { vmFirewallRule, vmIp } from './vm-children';
import { sshKey } from './ssh-key';
import { bareMetalHost } from './bare-metal';
import { colocationHost } from './colocation';
import { volumeHost } from './volume';
import { network } from './network';
import { vmBackup, vmSnapshot, volumeBackup, volumeSnapshot } from './protection';
import { vpcHost } from './vpc';
import { vpcNetworkAccess } from './vpc-network';
import { vpcLoadBalancer, vpcNat, vpcPublicIp } from './vpc-edge';
import { kuberCluster, kuberNode } from './kubernetes-cluster';
import { kuberConfigMap, kuberDeployment, kuberHost, kuberIngress, kuberSecret } from './kubernetes-cloud';
import { kuberFirewallRule } from './kubernetes-firewall';
import { dnsRecord, dnsZone } from './dns';
import { dnsEdgeCert } from './dns-cert';
import { registeredDomain } from './domain';
import { webHost } from './web-host';
import { apiGatewayRoute, cdnRoute } from './dns-load-balance';

/**
 * Every resource the engine serves. A new area declares its resources in its own file here and
 * adds them to this list (after their parents); settling, billing, limits and usage follow.
 */
export const allResources: readonly ResourceDef[] = [
  storageHost,
  storageKey,
  vmHost,
  vmIp,
  vmFirewallRule,
  sshKey,
  bareMetalHost,
  colocationHost,
  volumeHost,
  volumeSnapshot,
  volumeBackup,
  vmSnapshot,
  vmBackup,
  network,
  vpcHost,
  vpcNetworkAccess,
  vpcPublicIp,
  vpcNat,
  vpcLoadBalancer,
  kuberCluster,
  kuberNode,
  kuberHost,
  kuberDeployment,
  kuberConfigMap,
  kuberSecret,
  kuberIngress,
  kuberFirewallRule,
  dnsZone,
  dnsRecord,
  dnsEdgeCert,
  registeredDomain,
  webHost,
  cdnRoute,
  apiGatewayRoute,
];

export { storageHost, storageKey };
