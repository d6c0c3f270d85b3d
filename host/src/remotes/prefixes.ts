// URL prefix → the remote that owns it (DESIGN.md §2.4). Areas link to each other by URL only.
export type RemoteName = 'cloud-infra' | 'cloud-platform' | 'storage' | 'dns-cdn' | 'vpc' | 'billing' | 'support';

export const remotePrefixes: ReadonlyArray<readonly [prefix: string, remote: RemoteName]> = [
  ['/vm', 'cloud-infra'],
  ['/block-storage', 'cloud-infra'],
  ['/network', 'cloud-infra'],
  ['/key', 'cloud-infra'],
  ['/bare-metal', 'cloud-infra'],
  ['/colocation', 'cloud-infra'],
  ['/kubernetes-cluster', 'cloud-platform'],
  ['/kubernetes-cloud', 'cloud-platform'],
  ['/storage', 'storage'],
  ['/cdn', 'dns-cdn'],
  ['/domain', 'dns-cdn'],
  ['/web-host', 'dns-cdn'],
  ['/vpc', 'vpc'],
  ['/portal/wallet', 'billing'],
  ['/portal/financial', 'billing'],
  ['/portal/calculator', 'billing'],
  ['/portal/customer-products', 'billing'],
  ['/portal/sales', 'billing'],
  ['/portal/supports', 'support'],
  ['/portal/support', 'support'],
  ['/blog', 'support'],
  ['/contact-us', 'support'],
];

export function remoteForPath(pathname: string): RemoteName | null {
  for (const [prefix, remote] of remotePrefixes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return remote;
  }
  return null;
}

/** Federation container names must be identifiers: `cloud-infra` → `cloud_infra`. */
export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');
