import { QueryClient } from '@tanstack/react-query';
import { groups, queryKey, refreshRules, type Group } from './groups';

describe('groups', () => {
  it('each keys its own part of the cache: refreshing one group reaches its keys and no other group', async () => {
    for (const g of groups) {
      const cache = new QueryClient();
      for (const other of groups) cache.setQueryData(queryKey(other, 'list', { projectId: 3 }), [other]);
      await cache.invalidateQueries({ queryKey: [g] });
      const reached = cache
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.isInvalidated })
        .map((q) => q.queryKey[0]);
      expect(reached).toEqual([g]);
      cache.clear();
    }
    expect(new Set(groups).size).toBe(groups.length);
  });
  it('queryKey always starts with its group', () => {
    expect(queryKey('VmHost')).toEqual(['VmHost']);
    expect(queryKey('VmHost', 'list', { projectId: 3 })).toEqual(['VmHost', 'list', { projectId: 3 }]);
    for (const g of groups) expect(queryKey(g, 'x')[0]).toBe(g);
  });
});

describe('refresh rules', () => {
  it('name only known groups', () => {
    for (const list of Object.values(refreshRules)) for (const g of list) expect(groups).toContain<Group>(g);
  });
  it('encode the cache refresh rules', () => {
    expect(refreshRules.profileChanged).toEqual(['Profile']);
    expect(refreshRules.notificationSettingsChanged).toEqual(['NotificationStatus']);
    expect(refreshRules.issueCreated).toEqual(expect.arrayContaining(['Support', 'SupportItems']));
    expect(refreshRules.vmChanged).toEqual(['VmHost']);
    expect(refreshRules.customerUserChanged).toEqual(['Accessibility']);
    expect(refreshRules.loggedIn).toEqual(groups);
  });
  it('refresh the servers with what a server shows, and both sides of a network attachment', () => {
    for (const rule of ['volumeChanged', 'protectionChanged', 'sshKeyChanged', 'bareMetalChanged', 'colocationChanged'] as const) {
      expect(refreshRules[rule]).toEqual(['VmHost']);
    }
    expect(refreshRules.networkChanged).toEqual(['Network']);
    expect(refreshRules.networkNodeChanged).toEqual(['Network', 'VmHost']);
    expect(refreshRules.projectChanged).toEqual(['Accessibility']);
  });
});

describe('the groups named for one resource each (EditRecordDialog, ProxyStatus, VpcNat, PublicIP, LoadBalance)', () => {
  it('are refreshed by the changes to their resource', () => {
    expect(refreshRules.dnsRecordChanged).toEqual(expect.arrayContaining(['DNSRecordSetting', 'EditRecordDialog', 'ProxyStatus']));
    expect(refreshRules.vpcNatChanged).toContain('VpcNat');
    expect(refreshRules.publicIpChanged).toEqual(['PublicIP']);
    expect(refreshRules.loadBalancerChanged).toEqual(expect.arrayContaining(['LoadBalance', 'PublicIP']));
  });
});
