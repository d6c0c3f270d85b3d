/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '@portal/locale';
import { saveText } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { api, type Zone } from '@portal/contracts';
import { zoneMessages } from './messages';
import { ZoneFileActions } from './ZoneFileActions';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
jest.mock('@portal/ui', () => ({ ...jest.requireActual('@portal/ui'), saveText: jest.fn() }));
resetAfterEach();
const t = zoneMessages.zoneFile;
const zone = { id: 7, zoneName: 'shop-demo.ir', statusId: 2 } as unknown as Zone;

type Row = { id: number; name: string; type: string; ttl: number; value: string; useProxy: boolean; isSystem: boolean; createDate: string };
const row = (id: number, name: string, type: string, value: string, ttl = 1): Row => ({
  id,
  name,
  type,
  ttl,
  value,
  useProxy: false,
  isSystem: false,
  createDate: '2026-01-01T00:00:00Z',
});

/** The provider's record calls over a list the test holds; `failCreate` refuses the create of that name. */
function provider(initial: Row[], failCreate?: string) {
  const records = [...initial];
  const writes: string[] = [];
  let next = 100;
  const onZone = { params: { projectId: 5, dnsCdnHostId: 7 } };
  const fake = wireFake()
    .on(
      api.dnsCdn.hostGetNs,
      { params: { projectId: 5, id: 7 } },
      { status: true, ns: ['ns1.sandbox-cdn.ir'], cloudNs: ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'] },
    )
    .on(api.dnsCdn.recordList, onZone, () => records)
    .on(api.dnsCdn.recordGet, onZone, (request) => ({
      ...records.find((r) => r.id === Number(request.params.id))!,
      preference: '10',
      flags: null,
      tag: null,
      priority: null,
      weight: null,
      port: null,
      target: null,
      authority: null,
    }))
    .on(api.dnsCdn.recordCreate, onZone, (request) => {
      const b = request.body;
      writes.push(`create ${b.name}`);
      if (b.name === failCreate) return { status: 422, body: { errors: { Value: ['رد شد'] } } };
      records.push(row(next++, b.name ?? '', b.type === 1 ? 'A' : String(b.type), b.value ?? '', b.ttl));
      return { status: 200 };
    })
    .on(api.dnsCdn.recordDelete, onZone, (request) => {
      writes.push(`delete ${request.params.id}`);
      records.splice(
        records.findIndex((r) => r.id === Number(request.params.id)),
        1,
      );
      return { status: 200 };
    });
  return { fake, records, writes };
}

async function importText(content: string) {
  fireEvent.click(await screen.findByRole('button', { name: t.import }));
  const dialog = await screen.findByRole('dialog', { name: t.importTitle });
  fireEvent.change(within(dialog).getByLabelText(t.pasteLabel), { target: { value: content } });
  fireEvent.click(within(dialog).getByRole('button', { name: t.preview }));
  return dialog;
}

test('a file with a bad line is refused whole before the first write: the refusal names the line and why, and apply is not offered', async () => {
  const p = provider([row(1, 'www', 'A', '192.0.2.1')]);
  renderRoute({
    path: '/cdn/:projectId/:id/dns-record',
    url: '/cdn/5/7/dns-record',
    element: <ZoneFileActions projectId={5} zone={zone} />,
    api: p.fake,
  });
  const dialog = await importText(['api IN A 192.0.2.10', 'bad IN A 300.1.1.1', 'x IN HINFO "a" "b"'].join('\n'));
  const refusal = await within(dialog).findByText(t.refusedTitle);
  expect(refusal.closest('[role="alert"]')).toHaveTextContent(fill(t.refusedLine, { line: '۲', reason: 'مقدار: مقدار رکورد A باید یک نشانی IPv4 باشد' }));
  expect(refusal.closest('[role="alert"]')).toHaveTextContent(fill(t.refusedLine, { line: '۳', reason: fill(t.problems.type, { type: 'HINFO' }) }));
  expect(within(dialog).getByRole('button', { name: t.apply })).toBeDisabled();
  expect(p.writes).toEqual([]);
});

test('a create failing midway deletes the records this import created, and the dialog says the zone is as before', async () => {
  const p = provider([row(1, 'www', 'A', '192.0.2.1')], 'c');
  renderRoute({
    path: '/cdn/:projectId/:id/dns-record',
    url: '/cdn/5/7/dns-record',
    element: <ZoneFileActions projectId={5} zone={zone} />,
    api: p.fake,
  });
  const dialog = await importText(['a IN A 192.0.2.11', 'b IN A 192.0.2.12', 'c IN A 192.0.2.13', 'www IN A 192.0.2.1'].join('\n'));
  const apply = within(dialog).getByRole('button', { name: t.apply });
  await waitFor(() => expect(apply).toBeEnabled());
  await act(async () => {
    fireEvent.click(apply);
  });
  expect(await within(dialog).findByText(t.rolledBack)).toBeInTheDocument();
  expect(p.writes).toEqual(['create a', 'create b', 'create c', 'delete 100', 'delete 101']);
  expect(p.records.map((r) => r.name)).toEqual(['www']);
  expect(notify.success).not.toHaveBeenCalled();
  expect(p.fake.calls(api.dnsCdn.recordCreate)[0].body).toMatchObject({ name: 'a', type: 1, value: '192.0.2.11', ttl: 1, useProxy: false });
});

test('a good file is applied as record creates, and the export is written from the record list (MX read whole with get)', async () => {
  const p = provider([row(1, 'www', 'A', '192.0.2.1', 300), row(2, '@', 'MX', 'mail.shop-demo.ir', 3600)]);
  renderRoute({
    path: '/cdn/:projectId/:id/dns-record',
    url: '/cdn/5/7/dns-record',
    element: <ZoneFileActions projectId={5} zone={zone} />,
    api: p.fake,
  });
  fireEvent.click(screen.getByRole('button', { name: t.export }));
  await waitFor(() => expect(saveText).toHaveBeenCalled());
  const [fileName, content] = (saveText as jest.Mock).mock.calls[0];
  expect(fileName).toBe('shop-demo.ir.zone');
  expect(content).toContain('@\t3600\tIN\tNS\tns2.sandbox-cdn.ir.');
  expect(content).toContain('www\t300\tIN\tA\t192.0.2.1');
  expect(content).toContain('@\t3600\tIN\tMX\t10 mail.shop-demo.ir.');

  const dialog = await importText(`${content}api 600 IN A 192.0.2.10\n`);
  const apply = within(dialog).getByRole('button', { name: t.apply });
  await waitFor(() => expect(apply).toBeEnabled());
  await act(async () => {
    fireEvent.click(apply);
  });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith(fill(t.applied, { added: '۱', changed: '۰' })));
  expect(p.writes).toEqual(['create api']);
});
