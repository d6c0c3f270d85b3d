/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
// Fields the provider sends that a customer reads: a zone's non-www redirect, a web host's expiry.
import { screen, within } from '@testing-library/react';
import { EMPTY_VALUE, formatDate } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../messages';
import WebHostListPage from './web-hosts/WebHostListPage';
import ZoneListPage from './zones/ZoneListPage';

resetAfterEach();

test("the zone list shows each zone's non-www redirect as the provider sends it", async () => {
  const t = dnsCdnMessages.zones;
  const zone = (id: number, zoneName: string, isNonWwwRedirect: boolean) => ({
    id,
    zoneName,
    isHsts: false,
    isHttpsRedirect: true,
    isNonWwwRedirect,
    status: 'فعال',
    statusId: 2,
    createDate: '2026-11-20T10:00:00Z',
  });
  renderRoute({
    path: '/cdn/:projectId',
    url: '/cdn/5',
    element: <ZoneListPage />,
    api: wireFake().on(api.dnsCdn.hostList, { params: { projectId: 5 } }, [zone(1, 'shop-demo.ir', true), zone(2, 'blog-demo.ir', false)]),
  });
  const table = await screen.findByRole('table', { name: t.title });
  expect(within(table).getByRole('columnheader', { name: t.nonWww })).toBeInTheDocument();
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === t.nonWww);
  const cell = async (name: string) => within(await within(table).findByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[column]!;
  expect(await cell('shop-demo')).toHaveTextContent(t.on);
  expect(await cell('blog-demo')).toHaveTextContent(t.off);
});

test("the web host list shows each host's expiry in the Jalali calendar (none for an hourly host)", async () => {
  const t = dnsCdnMessages.webHosts;
  const host = (id: number, domainName: string, expireDate: string | null) => ({
    id,
    domainName,
    datacenter: 'تهران',
    status: 'فعال',
    statusId: 2,
    createDate: '2026-01-01T00:00:00Z',
    expireDate,
  });
  renderRoute({
    path: '/web-host/:projectId',
    url: '/web-host/5',
    element: <WebHostListPage />,
    api: wireFake().on(api.webHost.list, { params: { projectId: 5 } }, [host(1, 'site-a.ir', '2027-03-21T00:00:00Z'), host(2, 'site-b.ir', null)]),
  });
  const table = await screen.findByRole('table', { name: t.title });
  expect(within(table).getByRole('columnheader', { name: t.expireDate })).toBeInTheDocument();
  expect(await within(table).findByRole('row', { name: /site-a/ })).toHaveTextContent(formatDate('2027-03-21T00:00:00Z'));
  expect(formatDate('2027-03-21T00:00:00Z')).toMatch(/^۱۴۰۶/);
  expect(await within(table).findByRole('row', { name: /site-b/ })).toHaveTextContent(EMPTY_VALUE);
});
