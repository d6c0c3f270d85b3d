import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@portal/api';
import AccountPage from './AccountPage';
import { accountMessages as t } from './messages';

// The icons package ships ES modules jest does not transform; icons are decoration here.
jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => null) }));

const changePassword = jest.fn();
jest.mock('./api', () => ({
  useProfile: () => ({ isLoading: true }),
  useCustomer: () => ({ isLoading: true }),
  useNotificationStatus: () => ({ isLoading: false, data: { id: 1, emailNotify: true, phoneNotify: false } }),
  useEditEmailNotification: () => ({ mutate: jest.fn(), isPending: false }),
  useEditPhoneNotification: () => ({ mutate: jest.fn(), isPending: false }),
  useChangePassword: () => ({ mutateAsync: changePassword, isPending: false }),
  useCustomerUsers: () => ({ isLoading: true }),
  useMemberships: () => ({ isLoading: true }),
  useRights: () => ({ manageUsers: false, editCustomer: false }),
  useTwoFactorMethods: () => ({ isLoading: true }),
  useUserLog: () => ({ isLoading: true }),
}));

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/portal/account"
          element={
            <>
              <AccountPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => changePassword.mockReset());

test('the tab query opens the notification tab directly', () => {
  open('/portal/account?tab=notification');
  expect(screen.getByRole('tab', { name: t.tabs.notification, selected: true })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: t.notification.email })).toBeChecked();
  expect(screen.getByRole('switch', { name: t.notification.phone })).not.toBeChecked();
});

test('an unknown tab falls back to the profile; choosing a tab writes the query', async () => {
  open('/portal/account?tab=nonsense');
  expect(screen.getByRole('tab', { name: t.tabs.profile, selected: true })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: t.tabs['change-password'] }));
  expect(screen.getByTestId('search')).toHaveTextContent('?tab=change-password');
});

test('change password: an empty repeat says so, not "enter the new password"', async () => {
  open('/portal/account?tab=change-password');
  fireEvent.change(screen.getByLabelText(t.common.currentPassword), { target: { value: 'Wrong@1234' } });
  fireEvent.change(screen.getByLabelText(t.password.newPassword), { target: { value: 'Fresh@5678' } });
  await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
  expect(await screen.findByText('رمز عبور جدید را یک بار دیگر وارد کنید')).toBeInTheDocument();
  expect(screen.queryByText(t.password.newRequired)).not.toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();
});

test('change password: the repeat must match, and a 422 marks the field while keeping the input', async () => {
  open('/portal/account?tab=change-password');
  fireEvent.change(screen.getByLabelText(t.common.currentPassword), { target: { value: 'Wrong@1234' } });
  fireEvent.change(screen.getByLabelText(t.password.newPassword), { target: { value: 'Fresh@5678' } });
  fireEvent.change(screen.getByLabelText(t.password.repeat), { target: { value: 'Fresh@5679' } });
  await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
  expect(await screen.findByText(t.password.differ)).toBeInTheDocument();
  expect(changePassword).not.toHaveBeenCalled();

  changePassword.mockRejectedValue(new ApiError({ status: 422, kind: 'http', fieldErrors: { CurrentPassword: ['رمز عبور فعلی اشتباه است'] } }));
  fireEvent.change(screen.getByLabelText(t.password.repeat), { target: { value: 'Fresh@5678' } });
  await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
  expect(await screen.findByText('رمز عبور فعلی اشتباه است')).toBeInTheDocument();
  expect(changePassword).toHaveBeenCalledWith({ body: { currentPassword: 'Wrong@1234', password: 'Fresh@5678' } });
  expect(screen.getByLabelText(t.common.currentPassword)).toHaveValue('Wrong@1234');
});

test('change password: the API’s refusal of the new password (its field is `password`) marks the new-password input', async () => {
  open('/portal/account?tab=change-password');
  changePassword.mockRejectedValue(new ApiError({ status: 422, kind: 'http', fieldErrors: { Password: ['رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد'] } }));
  fireEvent.change(screen.getByLabelText(t.common.currentPassword), { target: { value: 'Fresh@5678' } });
  fireEvent.change(screen.getByLabelText(t.password.newPassword), { target: { value: 'Fresh@5678' } });
  fireEvent.change(screen.getByLabelText(t.password.repeat), { target: { value: 'Fresh@5678' } });
  await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
  expect(await screen.findByText('رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد')).toBeInTheDocument();
  expect(screen.getByLabelText(t.password.newPassword)).toHaveAttribute('aria-invalid', 'true');
});
