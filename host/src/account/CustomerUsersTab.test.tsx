/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/session';
import { api, type ResponseOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { CustomerUsersTab } from './CustomerUsersTab';
import { accountMessages } from './messages';

jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

resetAfterEach();
const t = accountMessages.users;

const row = (customerId: number, customer: string, owner: boolean, isCurrent: boolean): ResponseOf<typeof api.customerUser.shortList>[number] => ({
  customerId,
  customer,
  isSuperUser: true,
  isFinancialManager: owner,
  isAccountManager: owner,
  isOwner: owner,
  isCurrent,
});

const profile: ResponseOf<typeof api.account.profileGet> = {
  id: 1,
  firstName: 'کاربر',
  lastName: 'نمونه',
  email: 'demo@example.com',
  phoneNumber: null,
  phoneNumberConfirmed: false,
  emailConfirmed: false,
  idConfirmed: false,
  hasTwoFactor: false,
  isLegal: false,
};

test('switching customer keeps the token, takes the new rights from short-list and asks everything again', async () => {
  useAuthStore
    .getState()
    .loginSucceeded(
      { accessToken: 'a'.repeat(64), twoFactor: false, isSuperUser: true, isFinancialManager: true, isAccountManager: true },
      { email: 'demo@example.com' },
    );
  let current = 1;
  const fake = renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <CustomerUsersTab />,
    api: wireFake()
      .on(api.customerUser.changeCustomer, () => {
        current = 7;
        return { status: 200 };
      })
      .on(api.customerUser.shortList, () => [row(1, 'کاربر نمونه', true, current === 1), row(7, 'شرکت نمونه', false, current === 7)])
      .on(api.customerUser.list, [])
      .on(api.account.profileGet, profile),
  });
  const card = await screen.findByTestId('memberships');
  await userEvent.click(await within(card).findByRole('button', { name: t.switchTo }));
  await waitFor(() => expect(useAuthStore.getState().loginInfo).toMatchObject({ isSuperUser: true, isFinancialManager: false, isAccountManager: false }));
  // The same token is kept; the change-customer answer is never read for one.
  expect(useAuthStore.getState().loginInfo?.accessToken).toBe('a'.repeat(64));
  expect(fake.calls(api.customerUser.changeCustomer)[0].body).toEqual({ customerId: 7 });
});
