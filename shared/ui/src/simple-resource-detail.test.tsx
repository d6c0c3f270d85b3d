import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api';
import { AppProviders } from './providers';
import { SimpleResourceDetail, type SimpleResourceDetailProps } from './simple-resource-detail';

type Host = { name: string; cpu: string };
const labels = { back: 'بازگشت به فهرست', notFound: 'این سرور پیدا نشد', specification: 'مشخصات' };

const setup = (query: SimpleResourceDetailProps<Host>['query'], invalidId = false) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/hosts/1']}>
        <Routes>
          <Route path="/hosts" element={<p>فهرست سرورها</p>} />
          <Route
            path="/hosts/:id"
            element={
              <SimpleResourceDetail<Host>
                query={query}
                invalidId={invalidId}
                listPath="/hosts"
                labels={labels}
                items={(h) => [{ label: 'پردازنده', value: h.cpu }]}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe('SimpleResourceDetail', () => {
  it('shows the name as the heading and the specification', () => {
    setup({ isLoading: false, data: { name: 'web-1', cpu: '۴ هسته' }, error: null, refetch: jest.fn() });
    expect(screen.getByRole('heading', { name: 'web-1' })).toBeInTheDocument();
    expect(screen.getByText('مشخصات')).toBeInTheDocument();
    expect(screen.getByText('۴ هسته')).toBeInTheDocument();
  });

  it('a 404 is "not found" with a way back to the list', async () => {
    setup({ isLoading: false, data: undefined, error: new ApiError({ status: 404, kind: 'http' }), refetch: jest.fn() });
    expect(screen.getByText('این سرور پیدا نشد')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'بازگشت به فهرست' }));
    expect(await screen.findByText('فهرست سرورها')).toBeInTheDocument();
  });

  it('an id that is not one is "not found" too', () => {
    setup({ isLoading: false, data: undefined, error: null, refetch: jest.fn() }, true);
    expect(screen.getByText('این سرور پیدا نشد')).toBeInTheDocument();
  });

  it('any other failure offers a retry', async () => {
    const refetch = jest.fn();
    setup({ isLoading: false, data: undefined, error: new ApiError({ status: 500, kind: 'http' }), refetch });
    expect(screen.queryByText('این سرور پیدا نشد')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /تلاش دوباره/ }));
    expect(refetch).toHaveBeenCalled();
  });
});
