import { federationName, remotePrefixes } from './prefixes';

describe('the route table', () => {
  it('mounts each area at every prefix it declares', () => {
    expect(remotePrefixes).toContainEqual(['/vm', 'cloud-infra']);
    expect(remotePrefixes).toContainEqual(['/colocation', 'cloud-infra']);
    expect(remotePrefixes).toContainEqual(['/storage', 'storage']);
    expect(remotePrefixes).toContainEqual(['/contact-us', 'support']);
  });

  it('turns remote names into federation identifiers', () => {
    expect(federationName('cloud-infra')).toBe('cloud_infra');
    expect(federationName('storage')).toBe('storage');
  });
});
