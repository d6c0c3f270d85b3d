import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from './providers';
import type { ResourceColumn } from './resource-table';
import { SimpleResourceList, type SimpleResourceListProps } from './simple-resource-list';

type Row = { id: number; name: string };
const columns: ResourceColumn<Row>[] = [{ key: 'name', title: 'نام', dataIndex: 'name' }];
const labels = { title: 'سرورها', create: 'سفارش سرور', search: 'جستجو در نام', exportName: 'servers', empty: 'هنوز سروری ندارید.' };

const setup = (rows: Row[], props: Partial<SimpleResourceListProps<Row>> = {}) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/hosts']}>
        <Routes>
          <Route
            path="/hosts"
            element={
              <SimpleResourceList<Row>
                tableId="test.table"
                query={{ data: rows, isLoading: false, isError: false, refetch: jest.fn() }}
                columns={columns}
                searchKeys={['name']}
                labels={labels}
                {...props}
              />
            }
          />
          <Route path="/hosts/add" element={<p>صفحه سفارش</p>} />
          <Route path="/hosts/:id" element={<p>صفحه سرور</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe('SimpleResourceList', () => {
  it('offers the create button in the empty state, leading to the order page', async () => {
    setup([]);
    expect(screen.getByText('هنوز سروری ندارید.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /سفارش سرور/ })[1]);
    expect(await screen.findByText('صفحه سفارش')).toBeInTheDocument();
  });

  it('a row opens its resource', async () => {
    setup([{ id: 7, name: 'web-1' }]);
    await userEvent.click(screen.getByText('web-1'));
    expect(await screen.findByText('صفحه سرور')).toBeInTheDocument();
  });

  it('with onCreate and no row pages, the button acts and rows stay put', async () => {
    const onCreate = jest.fn();
    setup([{ id: 7, name: 'web-1' }], { onCreate, rowPath: null });
    await userEvent.click(screen.getByRole('button', { name: /سفارش سرور/ }));
    expect(onCreate).toHaveBeenCalled();
    await userEvent.click(screen.getByText('web-1'));
    expect(screen.queryByText('صفحه سرور')).toBeNull();
    expect(screen.queryByText('صفحه سفارش')).toBeNull();
  });
});
