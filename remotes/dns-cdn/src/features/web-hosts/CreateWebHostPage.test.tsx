/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { json, renderRoute, resetAfterEach } from '@portal/ui/test-support';
import { webHostMessages } from './messages';
import CreateWebHostPage from './CreateWebHostPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = webHostMessages.webHostCreate;
const TAKEN = 'برای این دامنه پیش‌تر هاست وب ساخته شده است';
const bundles = [
  { id: 8001, name: 'هاست وب پایه', price: 1440000, quantity: 5 },
  { id: 8002, name: 'هاست وب استاندارد', price: 2880000, quantity: 20 },
];
let created: unknown[] = [];
let checks: string[] = [];

function renderPage() {
  created = [];
  checks = [];
  const api = async (req: Request) => {
    const u = new URL(req.url);
    if (u.pathname === '/api/my/portal/product-bundle/web-list') return json(200, bundles);
    if (u.pathname === '/api/my/dns-cdn/5/web-host/check-domain') {
      const { domainName } = (await req.json()) as { domainName: string };
      checks.push(domainName);
      if (domainName === 'blog.shop-demo.ir') return json(422, { errors: { DomainName: [TAKEN] } });
      // Free: the provider's check declares no answer body.
      return json(200, { message: 'ok' });
    }
    if (u.pathname === '/api/my/dns-cdn/5/web-host/create') {
      created.push(await req.json());
      return json(200, { message: 'ok' });
    }
    return json(404, { message: 'no' });
  };
  return renderRoute({ path: ':projectId/create', url: '/5/create', element: <CreateWebHostPage />, api });
}

const domainInput = () => screen.getByLabelText(t.domain);

test('the check button refuses a taken domain under the field, and says an IDN is free in Unicode', async () => {
  renderPage();
  fireEvent.change(domainInput(), { target: { value: 'blog.shop-demo.ir' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.check }));
  });
  expect(await screen.findByText(TAKEN)).toBeInTheDocument();
  expect(domainInput()).toHaveValue('blog.shop-demo.ir');

  fireEvent.change(domainInput(), { target: { value: 'ایران.ir' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.check }));
  });
  expect(await screen.findByText('برای دامنه ایران.ir می‌توان هاست ساخت')).toBeInTheDocument();
  expect(checks).toEqual(['blog.shop-demo.ir', 'ایران.ir']);
});

test('an order checks the domain, then sends the domain and the plan; a refused domain keeps the form', async () => {
  renderPage();
  fireEvent.click(await screen.findByText('هاست وب استاندارد'));
  fireEvent.change(domainInput(), { target: { value: 'blog.shop-demo.ir' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
  await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: t.submit }).at(-1)!);
  });
  expect(await screen.findByText(TAKEN)).toBeInTheDocument();
  expect(created).toEqual([]);
  expect(domainInput()).toHaveValue('blog.shop-demo.ir');

  fireEvent.change(domainInput(), { target: { value: 'my-site.ir' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('هاست وب دامنه «my-site.ir» با پلن «هاست وب استاندارد»'));
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: t.submit }).at(-1)!);
  });
  await waitFor(() => expect(created).toEqual([{ domainName: 'my-site.ir', productBundleId: 8002 }]));
  expect(notify.success).toHaveBeenCalledWith(t.created);
});
