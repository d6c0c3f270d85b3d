import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, notify } from '@portal/ui';
import { vpcPageMessages } from './messages';

const mutateAsync = jest.fn();
jest.mock('./api', () => ({
  useVpcBundles: () => ({ data: [{ id: 6001, name: 'ابر اختصاصی پایه', price: 10800000, rules10: 1, ipv4: 0 }], isLoading: false }),
  useDatacenters: () => ({ data: [{ id: 1, name: 'تهران', city: 'تهران' }] }),
  useCreateVpc: () => ({ mutateAsync, isPending: false }),
}));
import CreateVpcPage from './CreateVpcPage';

const t = vpcPageMessages.create;
const renderPage = () =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/5/add']}>
        <Routes>
          <Route path=":projectId/add" element={<CreateVpcPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

test('no data centre: the "select the data center" toast, nothing sent, what was typed stays', async () => {
  const error = jest.spyOn(notify, 'error');
  renderPage();
  fireEvent.change(screen.getByRole('textbox', { name: t.name }), { target: { value: 'lab-vpc' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
  await screen.findAllByText(t.datacenterRequired);
  expect(error).toHaveBeenCalledWith(t.datacenterRequired);
  expect(mutateAsync).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: t.name })).toHaveValue('lab-vpc');
});

test('with a data centre the order is confirmed with its price and sent as the provider takes it (name and configuration)', async () => {
  mutateAsync.mockResolvedValue(undefined);
  renderPage();
  fireEvent.click(screen.getByText('تهران'));
  fireEvent.click(screen.getByText('ابر اختصاصی پایه'));
  fireEvent.change(screen.getByRole('textbox', { name: t.name }), { target: { value: 'lab-vpc' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
  });
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('lab-vpc');
  expect(dialog).toHaveTextContent(t.monthly);
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: t.submit }).at(-1)!);
  });
  expect(mutateAsync).toHaveBeenCalledWith({ params: { projectId: 5 }, body: { name: 'lab-vpc', productBundleId: 6001 } });
});
