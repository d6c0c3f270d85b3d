/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import { RecordDialog } from './RecordDialog';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = dnsCdnMessages.records;
const CNAME_BESIDE = 'کنار رکوردهای دیگرِ همین نام نمی‌توان رکورد CNAME ساخت';

function renderDialog(record: Parameters<typeof RecordDialog>[0]['record'] = null) {
  const sent: { endpoint: unknown; body: unknown }[] = [];
  const onClose = jest.fn();
  const answer = (endpoint: unknown) => (request: { body: { type?: number } }) => {
    sent.push({ endpoint, body: request.body });
    if (request.body.type === 5) return { status: 422, body: { errors: { Name: [CNAME_BESIDE] } } } as const;
    return { status: 200 } as const;
  };
  const onZone = { projectId: 5, dnsCdnHostId: 7 };
  const fake = wireFake()
    .on(api.dnsCdn.recordCreate, { params: onZone }, answer(api.dnsCdn.recordCreate))
    .on(api.dnsCdn.recordEdit, { params: { ...onZone, id: 4 } }, answer(api.dnsCdn.recordEdit));
  renderRoute({ path: '/', url: '/', element: <RecordDialog projectId={5} zoneId={7} record={record} open onClose={onClose} />, api: fake });
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
    {
      endpoint: api.dnsCdn.recordCreate,
      body: {
        useProxy: true,
        name: 'www',
        type: 1,
        ttl: 300,
        value: '192.0.2.10',
        preference: null,
        flags: null,
        tag: null,
        priority: null,
        weight: null,
        port: null,
        target: null,
        authority: null,
      },
    },
  ]);
});

test("an MX record sends its priority as the provider's preference (a string)", async () => {
  const { sent, onClose } = renderDialog();
  fireEvent.mouseDown(screen.getByLabelText(t.type));
  fireEvent.click(await screen.findByTitle('MX'));
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: '@' } });
  fireEvent.change(await screen.findByLabelText(t.priority), { target: { value: '10' } });
  fireEvent.change(screen.getByLabelText(t.valueLabels.MX!), { target: { value: 'mail.shop-demo.ir' } });
  await save();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent[0]!.body).toMatchObject({ type: 15, name: '@', value: 'mail.shop-demo.ir', preference: '10', priority: null });
});

test('editing a CNAME: the sandbox refusal lands under the name and what was typed stays', async () => {
  const record = {
    id: 4,
    name: 'www',
    type: 'CNAME',
    ttl: 1,
    value: 'shop-demo.ir',
    preference: null,
    flags: null,
    tag: null,
    priority: null,
    weight: null,
    port: null,
    target: null,
    authority: null,
    useProxy: false,
    isSystem: false,
  };
  const { sent, onClose } = renderDialog(record);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(t.name)).toHaveValue('www');
  fireEvent.change(within(dialog).getByLabelText(t.valueLabels.CNAME!), { target: { value: 'ایران.ir' } });
  await save();
  expect(await screen.findByText(CNAME_BESIDE)).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ endpoint: api.dnsCdn.recordEdit, body: { type: 5, value: 'ایران.ir', ttl: 1 } });
  expect(within(dialog).getByLabelText(t.valueLabels.CNAME!)).toHaveValue('ایران.ir');
  expect(onClose).not.toHaveBeenCalled();
});
