import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import antdTheme from 'antd/es/theme';
import { STORAGE_KEYS } from '@portal/session';
import { LoginProviders } from '../login-providers';
import { colorSchemeMessages as t } from '../messages';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { darkColors } from './dark-theme';
import { freshSchemeEachTest } from './test-media';

/** What antd's components under the portal's provider draw their surfaces with. */
function Surface() {
  const { token } = antdTheme.useToken();
  return <output aria-label="surface">{token.colorBgContainer}</output>;
}

const page = () =>
  render(
    <LoginProviders>
      <ColorSchemeSwitch />
      <Surface />
    </LoginProviders>,
  );
const shown = () => document.documentElement.getAttribute('data-theme');
const system = freshSchemeEachTest();

test('a labelled group of three choices, the system one checked at first', () => {
  page();
  const group = screen.getByRole('group', { name: t.label });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: t.system })).toBeChecked();
  expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([t.light, t.dark, t.system]);
  expect(screen.getByLabelText('surface')).toHaveTextContent('#ffffff');
});

test('choosing dark from the keyboard: remembered, on <html>, and antd draws dark surfaces', async () => {
  const user = userEvent.setup();
  page();
  screen.getByRole('radio', { name: t.dark }).focus();
  await user.keyboard(' ');
  expect(screen.getByRole('radio', { name: t.dark })).toBeChecked();
  expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('dark');
  expect(shown()).toBe('dark');
  expect(screen.getByLabelText('surface')).toHaveTextContent(darkColors.container);
  await user.click(screen.getByText(t.light));
  expect(shown()).toBe('light');
  expect(screen.getByLabelText('surface')).toHaveTextContent('#ffffff');
});

test('on "system" the page turns dark and back with the system setting, live', async () => {
  page();
  expect(screen.getByLabelText('surface')).toHaveTextContent('#ffffff');
  system.setDark(true);
  expect(await screen.findByText(darkColors.container)).toBeInTheDocument();
  expect(shown()).toBe('dark');
  system.setDark(false);
  expect(await screen.findByText('#ffffff')).toBeInTheDocument();
});
