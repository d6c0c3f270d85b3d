// Request/response contracts of the provider API, shared by the portal and the sandbox.
export * from './endpoint';
export * from './common';
export * from './rules';
export * from './auth';
export * from './account';
export * from './portal';
export * from './project';
export * from './project-access';
export * from './infra';
export * from './dashboard';
export * from './billing';
export * from './storage';
export * from './vm';
export * from './volume';
export * from './network';
export * from './protection';
export * from './ssh-key';
export * from './bare-metal';
export * from './colocation';
export * from './customer';
export * from './customer-user';
export * from './user-log';
export * from './vpc';
export * from './support';
export * from './kubernetes';
export * from './kubernetes-cluster';
export * from './kubernetes-cloud';
export * from './dns';
export * from './rules/dns';
export * from './domain';
export * from './dns-web-host';
export * from './dns-load-balance';
export * from './pricing';
export * from './vocabulary';
export * from './wire';
export * from './additions.gen';

import { auth } from './auth';
import { account } from './account';
import { portal } from './portal';
import { project } from './project';
import { infra } from './infra';
import { dashboard } from './dashboard';
import { billing } from './billing';
import { storage } from './storage';
import { vm } from './vm';
import { volume } from './volume';
import { network } from './network';
import { protection } from './protection';
import { sshKey } from './ssh-key';
import { bareMetal } from './bare-metal';
import { asset, colocation } from './colocation';
import { customer } from './customer';
import { customerUser } from './customer-user';
import { userLog } from './user-log';
import { vpc } from './vpc';
import { support } from './support';
import { kubernetes } from './kubernetes';
import { kubernetesCluster } from './kubernetes-cluster';
import { kubernetesCloud } from './kubernetes-cloud';
import { dnsCdn } from './dns';
import { domain } from './domain';
import { webHost } from './dns-web-host';
import { dnsLoadBalance } from './dns-load-balance';

/** Every endpoint by area; later areas add their file and a line here. */
export const api = {
  auth,
  account,
  portal,
  project,
  infra,
  dashboard,
  storage,
  vm,
  volume,
  network,
  protection,
  sshKey,
  bareMetal,
  colocation,
  asset,
  customer,
  customerUser,
  userLog,
  support,
  vpc,
  billing,
  dnsCdn,
  domain,
  webHost,
  dnsLoadBalance,
  kubernetes,
  kubernetesCluster,
  kubernetesCloud,
};
