/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import RecordsTab from './RecordsTab';
import type { TabProps } from './zone-tabs';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();
const t = dnsCdnMessages.records;
const zone = { id: 7, zoneName: 'shop-demo.ir' } as unknown as TabProps['zone'];
const onZone = { projectId: 5, dnsCdnHostId: 7 };

test("the record an edit dialog opens with is cached in 'EditRecordDialog' until a record changes; a proxy toggle announces the status the record then has ('ProxyStatus')", async () => {
  // On the provider the proxy is on already (another tab turned it on); this list is older.
  let proxied = true;
  const record = () => ({ id: 4, name: 'www', type: 'A', ttl: 1, value: '185.1.1.10', useProxy: proxied, isSystem: false, createDate: '2026-01-01T00:00:00Z' });
  const gets: number[] = [];
  renderRoute({
    path: '/cdn/:projectId/:id/dns-record',
    url: '/cdn/5/7/dns-record',
    element: <RecordsTab projectId={5} zone={zone} />,
    api: wireFake()
      .on(api.dnsCdn.recordList, { params: onZone }, [{ ...record(), useProxy: false }])
      .on(api.dnsCdn.recordGet, { params: { ...onZone, id: 4 } }, () => {
        gets.push(4);
        return record();
      })
      .on(api.dnsCdn.recordChangeProxy, { params: { ...onZone, id: 4 } }, () => {
        proxied = !proxied;
        return { status: 200 };
      }),
  });
  const row = await screen.findByRole('row', { name: /185\.1\.1\.10/ });
  const openEdit = async () => {
    fireEvent.click(within(row).getByRole('button', { name: fill(t.editLabel, { type: 'A', name: 'www' }) }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.editTitle })).not.toBeInTheDocument());
  };
  await openEdit();
  await openEdit();
  // Read once: the second opening finds it in the cache.
  expect(gets).toEqual([4]);

  // The switch shows "off" (the stale list); the provider flips it to off, and the toast says so.
  await act(async () => {
    fireEvent.click(within(row).getByRole('switch', { name: fill(t.proxyLabel, { name: 'www', type: 'A' }) }));
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(fill(t.proxyOff, { name: 'www' })));
  // The toggle changed the record: the dialog reads it again.
  gets.length = 0;
  await openEdit();
  expect(gets).toEqual([4]);
});
