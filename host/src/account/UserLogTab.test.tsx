import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@portal/ui';
import { UserLogTab } from './UserLogTab';
import { accountMessages as t } from './messages';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const useUserLog = jest.fn((_query: unknown) => ({ isLoading: false, data: { pageNumber: 1, pageSize: 10, totalPages: 0, totalRecords: 0, data: [] } }));
jest.mock('./api', () => ({
  useRights: () => ({ manageUsers: false, editCustomer: false }),
  useCustomerUsers: () => ({ data: [] }),
  useUserLog: (q: unknown) => useUserLog(q),
}));

async function pick(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  await userEvent.type(input, `${text}{Enter}`);
}

test('a from-date after the to-date is refused on the field and nothing is asked of the server', async () => {
  render(
    <AppProviders>
      <MemoryRouter>
        <UserLogTab />
      </MemoryRouter>
    </AppProviders>,
  );
  await pick(t.log.from, '1404/05/20');
  await pick(t.log.to, '1404/05/10');
  const queries = useUserLog.mock.calls.length;
  await userEvent.click(screen.getByRole('button', { name: t.log.filter }));
  expect(await screen.findByText(t.log.reversed)).toBeInTheDocument();
  await waitFor(() => expect(useUserLog.mock.calls.slice(queries).every(([q]) => !(q as { FromDate?: string }).FromDate)).toBe(true));
});
