import { federationName, remoteForPath } from './prefixes';

describe('remoteForPath', () => {
  it.each([
    ['/vm/12/list', 'cloud-infra'],
    ['/block-storage/3/create', 'cloud-infra'],
    ['/network/3', 'cloud-infra'],
    ['/key/3', 'cloud-infra'],
    ['/kubernetes-cluster/3/add', 'cloud-platform'],
    ['/kubernetes-cloud/3', 'cloud-platform'],
    ['/storage/3/17', 'storage'],
    ['/cdn/3/add-zone', 'dns-cdn'],
    ['/domain', 'dns-cdn'],
    ['/web-host/1', 'dns-cdn'],
    ['/vpc/3/add', 'vpc'],
    ['/portal/wallet/invoice/5', 'billing'],
    ['/portal/calculator', 'billing'],
    ['/portal/supports', 'support'],
    ['/portal/support/add-ticket', 'support'],
    ['/blog', 'support'],
    ['/contact-us', 'support'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('matches whole path segments only', () => {
    expect(remoteForPath('/vmware')).toBeNull();
    expect(remoteForPath('/storage-old/1')).toBeNull();
  });

  it('leaves the host its own pages', () => {
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/portal/account')).toBeNull();
    expect(remoteForPath('/project/3/users')).toBeNull();
    expect(remoteForPath('/forbidden')).toBeNull();
  });

  it('turns remote names into federation identifiers', () => {
    expect(federationName('cloud-infra')).toBe('cloud_infra');
    expect(federationName('storage')).toBe('storage');
  });
});
