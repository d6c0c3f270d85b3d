/** @jest-environment @portal/api/test-support/jsdom-fetch-environment */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/locale';
import { useAuthStore } from '@portal/session';
import { api, type BodyOf, type ResponseOf } from '@portal/contracts';
import { renderRoute, resetAfterEach, wireFake } from '@portal/ui/test-support';
import { ProfileTab } from './ProfileTab';
import { accountMessages } from './messages';

resetAfterEach();
const t = accountMessages.profile;
const c = accountMessages.common;

const profile: ResponseOf<typeof api.account.profileGet> = {
  firstName: 'سارا',
  lastName: 'احمدی',
  email: 'demo@example.com',
  birthDate: '1991-03-21',
  phoneNumber: null,
  phoneNumberConfirmed: false,
  emailConfirmed: false,
  idConfirmed: false,
  hasTwoFactor: false,
  isLegal: false,
};

test('the birth date is typed in the Jalali calendar (years 1300–1402, a day that exists) and sent as its ISO day', async () => {
  useAuthStore.getState().loginSucceeded({ accessToken: 'a'.repeat(64), twoFactor: false }, { email: 'demo@example.com' });
  const sent: BodyOf<typeof api.account.profileEdit>[] = [];
  renderRoute({
    path: '/portal/account',
    url: '/portal/account',
    element: <ProfileTab />,
    api: wireFake()
      .on(api.account.profileEdit, (request) => {
        sent.push(request.body);
        return { profileCompleted: true };
      })
      .on(api.account.profileGet, profile)
      // The other cards of the tab are not what this test looks at: the provider refuses them.
      .on(api.customer.get, { status: 404, body: {} })
      .on(api.customerUser.shortList, { status: 404, body: {} })
      .on(api.auth.externalIdentities, { status: 404, body: {} }),
  });
  const card = (await screen.findByText(t.personal)).closest('.ant-card') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: c.edit }));
  const field = within(card).getByLabelText(t.birthDate);
  // The stored ISO day shows as its Jalali date.
  expect(field).toHaveValue('1370/01/01');
  const save = within(card).getByRole('button', { name: c.save });

  for (const wrong of ['1299/12/29', '1403/01/01', '1401/12/30', '1400/07/31', '1370/1/1']) {
    fireEvent.change(field, { target: { value: wrong } });
    await userEvent.click(save);
    // antd validates asynchronously and swaps the message's element as it does: the message is
    // looked up afresh until it is in the page (a node found once may be the one being replaced).
    await waitFor(() => expect(within(card).getByText(messages.validation.patterns.jalaliDate)).toBeInTheDocument(), { timeout: 5000 });
  }
  expect(sent).toHaveLength(0);

  // Persian digits are read; 1399 is a leap year, so its 30 Esfand exists.
  fireEvent.change(field, { target: { value: '۱۳۹۹/۱۲/۳۰' } });
  await userEvent.click(save);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.birthDate).toBe('2021-03-20');
});
