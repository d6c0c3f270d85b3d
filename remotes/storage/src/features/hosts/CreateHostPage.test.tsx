/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, PRODUCT, PRODUCT_ITEM, storagePrice, type BodyOf } from '@portal/contracts';
import { formatRial, formatToman, ruleMessage } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { renderRoute, resetAfterEach, wireFake, type WireReply } from '@portal/ui/test-support';
import { storageHostMessages } from './messages';
import CreateHostPage from './CreateHostPage';

jest.mock('@portal/ui/toast', () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
resetAfterEach();

const t = storageHostMessages.create;
// Product 104's item list: its GB item is what a custom size is priced at.
const items = [{ id: PRODUCT_ITEM.cloudDisk, name: 'فضای ذخیره‌سازی', price: 28800, unit: 'گیگابایت' }];
const sent: BodyOf<typeof api.storage.hostCreate>[] = [];
let answer: WireReply<typeof api.storage.hostCreate> = { status: 200 };

function renderPage() {
  sent.length = 0;
  const fake = wireFake()
    .on(api.portal.storageBundleList, [{ id: 302, name: 'پایه ۱۰۰', price: 2880000, vDisk: 100 }])
    .on(api.portal.productItemList, { params: { productId: PRODUCT.storage } }, items)
    .on(api.storage.hostCreate, { params: { projectId: 5 } }, (request) => {
      sent.push(request.body);
      return answer;
    });
  renderRoute({ path: ':projectId/add', url: '/5/add', element: <CreateHostPage />, api: fake });
}
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const chooseCustom = async () => {
  await click(await screen.findByText(t.custom));
  return screen.findByLabelText(t.size);
};
const typeName = (name: string) => fireEvent.change(screen.getByLabelText(t.name), { target: { value: name } });

beforeEach(() => {
  answer = { status: 200 };
});

test("a custom size is priced at product 104's GB item and ordered with isPredefined false, its disk and no plan", async () => {
  renderPage();
  const size = await chooseCustom();
  fireEvent.change(size, { target: { value: '250' } });
  const price = storagePrice(items, 250)!;
  expect(price.monthly).toBe(250 * 28800);
  const summary = await screen.findByTestId('price-summary');
  await waitFor(() => expect(summary).toHaveTextContent(`${formatRial(price.monthly)} (${formatToman(price.monthly)})`));
  expect(summary).toHaveTextContent(formatRial(price.hourly));
  typeName('backups-2026');
  await click(screen.getByRole('button', { name: t.submit }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('backups-2026');
  expect(dialog).toHaveTextContent(formatRial(price.monthly));
  await click(within(dialog).getByRole('button', { name: t.submit }));
  await waitFor(() => expect(sent).toEqual([{ name: 'backups-2026', publicAccess: false, isPredefined: false, productBundleId: null, disk: 250 }]));
});

test('a plan is ordered with its bundle and no size', async () => {
  renderPage();
  await click(await screen.findByText('پایه ۱۰۰'));
  typeName('photos');
  await click(screen.getByRole('button', { name: t.submit }));
  await click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.submit }));
  await waitFor(() => expect(sent).toEqual([{ name: 'photos', publicAccess: false, isPredefined: true, productBundleId: 302, disk: null }]));
});

test('a size outside 50 to 5000 GB is refused on the field, not priced and not sent', async () => {
  renderPage();
  const size = await chooseCustom();
  fireEvent.change(size, { target: { value: '20' } });
  typeName('backups');
  await click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByText(ruleMessage({ kind: 'outOfRange', min: 50, max: 5000 }, 'disk'))).toBeInTheDocument();
  expect(screen.queryByTestId('price-summary')).not.toBeInTheDocument();
  expect(screen.getByText(t.pickSize)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("the sandbox's 422 on the size marks the field and keeps what was typed", async () => {
  answer = { status: 422, body: { errors: { Disk: ['حجم فضا باید بین ۵۰ و ۵۰۰۰ گیگابایت باشد'] } } };
  renderPage();
  const size = await chooseCustom();
  fireEvent.change(size, { target: { value: '300' } });
  typeName('archive');
  await click(screen.getByRole('button', { name: t.submit }));
  await click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.submit }));
  expect(await screen.findByText('حجم فضا باید بین ۵۰ و ۵۰۰۰ گیگابایت باشد', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  expect(screen.getByLabelText(t.size)).toHaveValue('۳۰۰');
  expect(screen.getByLabelText(t.name)).toHaveValue('archive');
  expect(notify.error).toHaveBeenCalledWith('حجم فضا باید بین ۵۰ و ۵۰۰۰ گیگابایت باشد', expect.anything());
});
