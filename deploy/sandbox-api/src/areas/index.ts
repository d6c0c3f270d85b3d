import type { ResourceDef } from '../engine/types';
import { storageHost, storageKey } from './storage/resources';
import { vmHost } from './cloud-infra/vm';
import { vmFirewallRule, vmIp } from './cloud-infra/vm-children';
import { sshKey } from './cloud-infra/ssh-key';
import { bareMetalHost } from './cloud-infra/bare-metal';
import { colocationHost } from './cloud-infra/colocation';
import { volumeHost } from './cloud-infra/volume';
import { network } from './cloud-infra/network';
import { vmBackup, vmSnapshot, volumeBackup, volumeSnapshot } from './cloud-infra/protection';
import { vpcHost } from './vpc/resources';
import { vpcNetworkAccess } from './vpc/network-access';
import { vpcLoadBalancer, vpcNat, vpcPublicIp } from './vpc/edge';
import { kuberCluster, kuberNode } from './kubernetes/cluster';
import { kuberConfigMap, kuberDeployment, kuberHost, kuberIngress, kuberSecret } from './kubernetes/cloud';
import { kuberFirewallRule } from './kubernetes/firewall';
import { dnsRecord, dnsZone } from './dns-cdn/dns';
import { dnsEdgeCert } from './dns-cdn/dns-cert';
import { registeredDomain } from './dns-cdn/domain';
import { webHost } from './dns-cdn/web-host';
import { apiGatewayRoute, cdnRoute } from './dns-cdn/dns-load-balance';

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
