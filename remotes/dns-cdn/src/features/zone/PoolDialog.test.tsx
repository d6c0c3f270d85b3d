/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { dnsCdnMessages } from '../../messages';
import { PoolDialog } from './PoolDialog';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = dnsCdnMessages.pools;
const DUPLICATE = 'این سرور مبدأ در استخر تکراری است';

function renderDialog(onClose = jest.fn()) {
  const sent: unknown[] = [];
  const api = async (req: Request) => {
    const u = new URL(req.url);
    if (u.pathname === '/api/my/dns-cdn/5/origin-pool/create/7') {
      const body = (await req.json()) as { origins: { address: string }[] };
      sent.push(body);
      if (body.origins[0]!.address === body.origins[1]?.address) return json(422, { errors: { 'Origins[1].Address': [DUPLICATE] } });
      return json(200, { id: 1 });
    }
    return json(404, { message: 'no' });
  };
  renderRoute({ path: '/', url: '/', element: <PoolDialog projectId={5} zoneId={7} pool={null} open onClose={onClose} />, api });
  return sent;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.save }));
  });
};

test('an origin address with a scheme is refused in the browser, nothing sent', async () => {
  const sent = renderDialog();
  type(t.name, 'web');
  type('نشانی مبدأ ۱', 'http://origin.ir');
  await save();
  expect(await screen.findByText(/نشانی مبدأ باید یک IPv4 یا نام میزبان باشد/)).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a second origin row is sent with its weight; the sandbox refusal lands on that row and the input stays', async () => {
  const onClose = jest.fn();
  const sent = renderDialog(onClose);
  type(t.name, 'web');
  type('نشانی مبدأ ۱', '10.0.0.5');
  fireEvent.click(screen.getByRole('button', { name: new RegExp(t.addOrigin) }));
  type('نشانی مبدأ ۲', '10.0.0.5');
  type('وزن مبدأ ۲', '۳۰');
  await save();
  expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
  expect(sent).toEqual([{ name: 'web', origins: [{ address: '10.0.0.5', weight: 100 }, { address: '10.0.0.5', weight: 30 }], healthCheckPath: '/', healthCheckInterval: 30 }]);
  expect(screen.getByLabelText('نشانی مبدأ ۲')).toHaveValue('10.0.0.5');
  expect(onClose).not.toHaveBeenCalled();

  type('نشانی مبدأ ۲', 'origin-2.example.ir');
  await save();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(notify.success).toHaveBeenCalledWith(t.created);
});
