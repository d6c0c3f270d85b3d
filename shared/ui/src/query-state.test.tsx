import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api';
import { AppProviders } from './providers';
import { LoadFailed } from './query-state';
import { ResourceTable } from './resource-table';
import { uiMessages } from './messages';

const inRouter = (ui: React.ReactNode) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/vm/1/99999']}>
        <Routes>
          <Route path="/vm/1/list" element={<p>فهرست سرورها</p>} />
          <Route path="/vm/1/:id" element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe('LoadFailed', () => {
  it('a 404 says not found, offers no retry, and leads back to the list', async () => {
    inRouter(<LoadFailed error={new ApiError({ status: 404, kind: 'http' })} onRetry={jest.fn()} backTo="/vm/1/list" backLabel="بازگشت به فهرست سرورها" />);
    expect(screen.getByText(uiMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(uiMessages.retry) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'بازگشت به فهرست سرورها' }));
    expect(await screen.findByText('فهرست سرورها')).toBeInTheDocument();
  });

  it('any other failure keeps the retry and says nothing about not found', async () => {
    const onRetry = jest.fn();
    inRouter(<LoadFailed error={new ApiError({ status: 503, kind: 'http' })} onRetry={onRetry} backTo="/vm/1/list" />);
    expect(screen.queryByText(uiMessages.notFound)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(uiMessages.retry) }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("a table whose list answered 404 shows not found, not the network failure's retry", () => {
    inRouter(
      <ResourceTable<{ id: number }>
        tableId="test.table"
        rows={undefined}
        columns={[{ key: 'id', title: 'شناسه' }]}
        rowKey="id"
        error={new ApiError({ status: 404, kind: 'http' })}
        onRetry={jest.fn()}
        notFoundBackTo="/vm/1/list"
      />,
    );
    expect(screen.getByText(uiMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByText(uiMessages.tableError)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(uiMessages.retry) })).not.toBeInTheDocument();
  });
});
