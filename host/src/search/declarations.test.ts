/**
 * The areas' search declarations hold against the code they describe: each list is stored under a
 * cache group the portal has (so the areas' refresh rules reach it), and each row's page template
 * is routed by its area's remote to that resource's own page (not its list or another page).
 */
import { join } from 'path';
import { areas, fillPath, type AreaDeclaration } from '@portal/areas';
import { groups } from '@portal/api';

const root = join(__dirname, '..', '..', '..');
const declared = (areas as readonly AreaDeclaration[]).flatMap((area) => (area.search ?? []).map((searchable) => ({ remote: area.remote, ...searchable })));

/** The page module a found row of each kind must open. */
const rowPages: Record<string, string> = {
  virtualServer: 'remotes/cloud-infra/src/features/vm/detail/VmDetailPage',
  cloudDisk: 'remotes/cloud-infra/src/features/volumes/VolumeDetailPage',
  privateNetwork: 'remotes/cloud-infra/src/features/networks/NodeListPage',
  bareMetal: 'remotes/cloud-infra/src/features/bare-metal/BareMetalDetailPage',
  colocation: 'remotes/cloud-infra/src/features/colocation/ColocationDetailPage',
  kubernetesCluster: 'remotes/cloud-platform/src/features/clusters/ClusterDetailPage',
  namespace: 'remotes/cloud-platform/src/features/namespaces/NamespaceDetailPage',
  storageHost: 'remotes/storage/src/features/hosts/HostDetailPage',
  dnsZone: 'remotes/dns-cdn/src/features/zone/ZonePage',
  domain: 'remotes/dns-cdn/src/features/domains/DomainPage',
  webHost: 'remotes/dns-cdn/src/features/web-hosts/WebHostPage',
  vpcHost: 'remotes/vpc/src/features/detail/VpcDetailPage',
};

it('store every list under one of the cache groups', () => {
  for (const { group } of declared) expect(groups).toContain(group);
});

it('name a row page for every declared kind', () => {
  expect(declared.map((s) => s.label).sort()).toEqual(Object.keys(rowPages).sort());
});

it("route every row's page template to that resource's page in its remote", async () => {
  const loaded: string[] = [];
  const preloads: Record<string, (path: string, options: { data: boolean }) => Promise<unknown>> = {};
  jest.isolateModules(() => {
    // Each row page stands in for itself: loading it records which one a path reached.
    for (const [label, module] of Object.entries(rowPages)) {
      jest.doMock(join(root, module), () => {
        loaded.push(label);
        return { __esModule: true, default: () => null };
      });
    }
    for (const remote of new Set(declared.map((s) => s.remote))) {
      preloads[remote] = (require(join(root, 'remotes', remote, 'src', 'App')) as { preload: (typeof preloads)[string] }).preload;
    }
  });
  for (const s of declared) {
    loaded.length = 0;
    const path = fillPath(s.page, 3)!.replace(':id', '41');
    await preloads[s.remote]!(path, { data: false });
    expect({ path, loaded: [...loaded] }).toEqual({ path, loaded: [s.label] });
  }
});
