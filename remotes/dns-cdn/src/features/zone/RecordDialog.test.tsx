/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import { RecordDialog } from './RecordDialog';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = dnsCdnMessages.records;
const CNAME_BESIDE = 'کنار رکوردهای دیگرِ همین نام نمی‌توان رکورد CNAME ساخت';

function renderDialog(record: Parameters<typeof RecordDialog>[0]['record'] = null) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const onClose = jest.fn();
  const api = async (req: Request) => {
    const u = new URL(req.url);
    const body = await req.json();
    sent.push({ method: req.method, path: u.pathname, body });
    if ((body as { type: string }).type === 'CNAME') return json(422, { errors: { Name: [CNAME_BESIDE] } });
    return json(200, { id: 1 });
  };
  renderRoute({ path: '/', url: '/', element: <RecordDialog projectId={5} zoneId={7} record={record} open onClose={onClose} />, api });
  return { sent, onClose };
}

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.save }));
  });
};

test('an A record with a manual TTL and the proxy on is sent whole; required fields are checked first', async () => {
  const { sent, onClose } = renderDialog();
  await save();
  expect(await screen.findAllByText(t.required)).not.toHaveLength(0);
  expect(sent).toEqual([]);
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'www' } });
  fireEvent.change(screen.getByLabelText(t.valueLabels.A!), { target: { value: '192.0.2.10' } });
  fireEvent.click(screen.getByLabelText(t.ttlManual));
  fireEvent.change(await screen.findByLabelText(t.ttlSeconds), { target: { value: '۳۰۰' } });
  fireEvent.click(screen.getByRole('switch'));
  await save();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([
    { method: 'POST', path: '/api/my/dns-cdn/5/dns-record/create/7', body: { type: 'A', name: 'www', value: '192.0.2.10', ttl: 300, priority: null, weight: null, port: null, flag: null, tag: null, proxied: true } },
  ]);
});

test('editing a CNAME: the sandbox refusal lands under the name and what was typed stays', async () => {
  const record = { id: 4, dnsCdnHostId: 7, name: 'www', type: 'CNAME' as const, value: 'shop-demo.ir', ttl: 1, priority: null, weight: null, port: null, flag: null, tag: null, proxied: false, createdAt: '2026-11-20T10:00:00Z' };
  const { sent, onClose } = renderDialog(record);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(t.name)).toHaveValue('www');
  fireEvent.change(within(dialog).getByLabelText(t.valueLabels.CNAME!), { target: { value: 'ایران.ir' } });
  await save();
  expect(await screen.findByText(CNAME_BESIDE)).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/my/dns-cdn/5/dns-record/edit/4', body: { type: 'CNAME', value: 'ایران.ir', ttl: 1 } });
  expect(within(dialog).getByLabelText(t.valueLabels.CNAME!)).toHaveValue('ایران.ir');
  expect(onClose).not.toHaveBeenCalled();
});
