import { api } from '@portal/contracts';
import { apiEndpoint, earlyCallsAt, pageCallsAt, pageQueriesAt } from './page-queries';

describe("the pages' declared first queries", () => {
  it('are found from the path alone, with the numbers the path holds as the endpoint names them', () => {
    expect(pageQueriesAt('/cdn/3')).toEqual([{ group: 'DnsCdnHost', endpoint: api.dnsCdn.hostList, params: { projectId: 3 } }]);
    const zone = pageQueriesAt('/cdn/3/41/dns-record');
    expect(zone).toEqual([
      { group: 'DnsCdnHost', endpoint: api.dnsCdn.hostGet, params: { projectId: 3, id: 41 } },
      { group: 'DNSRecordSetting', endpoint: api.dnsCdn.recordList, params: { projectId: 3, dnsCdnHostId: 41 } },
    ]);
    // The contracts' own endpoint objects, so the page's hook and the prefetch share one key.
    expect(zone[1]!.endpoint).toBe(api.dnsCdn.recordList);
    // The list's project alone, and the list it leads to.
    expect(pageQueriesAt('/vm/3')).toEqual(pageQueriesAt('/vm/3/list'));
  });

  it('match whole segments and whole numbers only: another page asks nothing ahead', () => {
    for (const path of ['/cdn/x', '/cdn/3/add-zone', '/cdn/3/41', '/cdn/3/41/dns-record/7', '/cdnx/3', '/portal/account', '/']) {
      expect({ path, queries: pageQueriesAt(path) }).toEqual({ path, queries: [] });
    }
    expect(pageQueriesAt('/cdn/3/?tab=1#top')).toHaveLength(1);
  });

  it('name a search list as the contracts do', () => {
    expect(apiEndpoint('/api/my/vm/:projectId/vpc/:vpcHostId/nat/list')).toEqual({ method: 'GET', path: api.vpc.natList.path });
    expect(() => apiEndpoint('/api/public/blog')).toThrow();
  });

  it("give the addresses the page requests, with the path's numbers in place", () => {
    expect(pageCallsAt('/cdn/3/41/dns-record')).toEqual(['/api/my/dns-cdn/3/host/get/41', '/api/my/dns-cdn/3/host/41/dns-record/list']);
    expect(pageCallsAt('/vm/07/list')).toEqual(['/api/my/vm/7/host/list']);
    expect(pageCallsAt('/portal/account')).toEqual([]);
    // The shell's first calls come first, on every page.
    expect(earlyCallsAt('/cdn/3')).toEqual([
      '/api/my/project/list',
      '/api/my/account/profile/get',
      '/api/my/portal/notification/short-list',
      '/api/my/portal/website-alarm/list',
      '/api/my/dns-cdn/3/host/list',
    ]);
  });
});
