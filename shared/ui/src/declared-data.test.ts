import { prefetchDeclared } from '@portal/api';
import { declaredData, fillRoute } from './declared-data';
import { resourceArea } from './resource-routes';

jest.mock('@portal/api', () => ({ prefetchDeclared: jest.fn(() => Promise.resolve()) }));
const prefetch = prefetchDeclared as jest.MockedFunction<typeof prefetchDeclared>;

beforeEach(() => prefetch.mockClear());

it("a route's data fetches what the areas declare for the path its params fill, under the page's keys", async () => {
  await declaredData('/cdn/:projectId/:id/:tab?')({ projectId: '3', id: '41', tab: 'dns-record' });
  expect(prefetch.mock.calls).toEqual([
    [
      [
        { group: 'DnsCdnHost', endpoint: { method: 'GET', path: 'dns-cdn/:projectId/host/get/:id' }, params: { projectId: 3, id: 41 } },
        {
          group: 'DNSRecordSetting',
          endpoint: { method: 'GET', path: 'dns-cdn/:projectId/host/:dnsCdnHostId/dns-record/list' },
          params: { projectId: 3, dnsCdnHostId: 41 },
        },
      ],
    ],
  ]);
});

it('a list area fetches its declared list on the way to it, and nothing for a project that is not a number', async () => {
  const Zones = resourceArea({ list: async () => ({ default: () => null }), listData: declaredData('/cdn/:projectId') });
  await Zones.preload('/7');
  await Zones.preload('/x7');
  const fetched = () => prefetch.mock.calls.flatMap(([queries]) => queries);
  expect(fetched()).toEqual([{ group: 'DnsCdnHost', endpoint: { method: 'GET', path: 'dns-cdn/:projectId/host/list' }, params: { projectId: 7 } }]);
  await Zones.preload('/7', { data: false });
  expect(fetched()).toHaveLength(1);
});

it('fills a route pattern, leaving out a missing optional segment', () => {
  expect(fillRoute('/vpc/:projectId/:vpcId/:tab?', { projectId: '3', vpcId: '5' })).toBe('/vpc/3/5');
  expect(fillRoute('/vpc/:projectId/:vpcId', { projectId: '3' })).toBeNull();
});
