/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@portal/ui/toast';
import { api, type BodyOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
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
let created: BodyOf<typeof api.webHost.create>[] = [];
let checks: string[] = [];

function renderPage() {
  created = [];
  checks = [];
  const fake = wireFake()
    .on(api.webHost.bundleList, bundles)
    .on(api.webHost.checkDomain, { params: { projectId: 5 } }, (request) => {
      const domainName = request.body.domainName ?? '';
      checks.push(domainName);
      if (domainName === 'blog.shop-demo.ir') return { status: 422, body: { errors: { DomainName: [TAKEN] } } };
      // Free: the provider's check declares no answer body.
      return { status: 200 };
    })
    .on(api.webHost.create, { params: { projectId: 5 } }, (request) => {
      created.push(request.body);
      return { status: 200 };
    });
  return renderRoute({ path: ':projectId/create', url: '/5/create', element: <CreateWebHostPage />, api: fake });
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
