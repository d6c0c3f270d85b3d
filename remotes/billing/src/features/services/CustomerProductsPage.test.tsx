/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatToman, serviceStatusLabels } from '@portal/locale';
import { api } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { billingMessages } from '../../messages';
import { serviceMessages } from './messages';
import CustomerProductsPage from './CustomerProductsPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
resetAfterEach();

const t = serviceMessages.services;
const item = (over: Record<string, unknown>) => ({
  kind: 'vm-host',
  id: 1,
  name: 'web-1',
  projectId: 3,
  projectName: 'پروژه اصلی',
  typeName: 'سرور ابری',
  status: 'فعال',
  statusId: 2,
  hourlyCost: 10_000,
  monthlyCost: 7_200_000,
  path: '/vm/3/1/specification',
  createDate: '2026-11-01T08:00:00Z',
  ...over,
});
const items = [
  item({}),
  item({
    kind: 'storage-host',
    id: 4,
    name: 'test-bucket',
    projectId: 5,
    projectName: 'پروژه آزمایشی',
    typeName: 'فضای ذخیره‌سازی ابری',
    status: 'در انتظار انجام عملیات',
    statusId: 6,
    hourlyCost: 500,
    monthlyCost: 360_000,
    path: '/storage/5/4',
  }),
  item({ kind: 'web-host', id: 9, name: 'site-1', typeName: 'web-host', hourlyCost: 0, monthlyCost: 0, path: null }),
];

function renderPage() {
  return renderRoute({
    path: '/portal/customer-products',
    url: '/portal/customer-products',
    element: <CustomerProductsPage />,
    api: wireFake().on(api.billing.customerProductList, { items, monthlyTotal: 7_560_000 }),
  });
}

test('every service with its project, type, status and monthly cost in Toman, a link to its page, and the monthly total', async () => {
  renderPage();
  const table = await screen.findByRole('table', { name: t.caption });
  await waitFor(() => expect(within(table).getByRole('link', { name: 'web-1' })).toHaveAttribute('href', '/vm/3/1/specification'));
  expect(within(table).getByRole('link', { name: 'test-bucket' })).toHaveAttribute('href', '/storage/5/4');
  // a resource without a page of its own is listed, not linked
  expect(within(table).getByText('site-1').closest('a')).toBeNull();
  expect(within(table).getByText('پروژه آزمایشی')).toBeInTheDocument();
  expect(within(table).getByText(formatToman(7_200_000))).toBeInTheDocument();
  // The state from its statusId, in the portal's words.
  expect(within(table).getByText(serviceStatusLabels.waiting)).toBeInTheDocument();
  expect(screen.getByTestId('services-total')).toHaveTextContent(formatToman(7_560_000));
  expect(screen.getByText(billingMessages.unitNote)).toBeInTheDocument();
});

test('the CSV holds every row with the monthly cost in Toman', async () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    created.push(b);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  renderPage();
  await screen.findByRole('link', { name: 'web-1' });
  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));
  expect(names).toEqual(['my-services.csv']);
  const lines = (await created[0]!.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe([t.columns.name, t.columns.type, t.columns.project, t.columns.status, t.columns.monthlyCost].join(','));
  expect(lines).toHaveLength(4);
  expect(lines).toContain('web-1,سرور ابری,پروژه اصلی,فعال,720000');
});

test('an upstream without the list (404): the page says it is not offered here, with no table, no failure and no toast', async () => {
  const { notify } = jest.requireMock('@portal/ui/toast') as { notify: { error: jest.Mock } };
  renderRoute({
    path: '/portal/customer-products',
    url: '/portal/customer-products',
    element: <CustomerProductsPage />,
    api: wireFake().on(api.billing.customerProductList, { status: 404, body: { message: 'Not Found' } }),
  });
  expect(await screen.findByText(t.notOffered)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(notify.error).not.toHaveBeenCalled();
});
