import { logout, setNavigator, STORAGE_KEYS } from '@portal/session';
import { applyScheme, followScheme, saveChoice, storedChoice } from './color-scheme';
import { freshSchemeEachTest } from './test-media';

const shown = () => document.documentElement.getAttribute('data-theme');
const system = freshSchemeEachTest();

test('with nothing stored the page follows the system: light, or dark when the system prefers dark', () => {
  expect(storedChoice()).toBe('system');
  expect(applyScheme()).toBe('light');
  expect(shown()).toBe('light');
  system.setDark(true);
  expect(applyScheme()).toBe('dark');
  expect(shown()).toBe('dark');
});

test('a chosen scheme is stored in this browser, applied at once, and wins over the system', () => {
  system.setDark(true);
  saveChoice('light');
  expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('light');
  expect(shown()).toBe('light');
  document.documentElement.removeAttribute('data-theme'); // a reload
  expect(applyScheme()).toBe('light');
  saveChoice('dark');
  system.setDark(false);
  expect(applyScheme()).toBe('dark');
});

test('an unknown stored value counts as the system choice', () => {
  localStorage.setItem(STORAGE_KEYS.colorScheme, 'purple');
  system.setDark(true);
  expect(storedChoice()).toBe('system');
  expect(applyScheme()).toBe('dark');
});

test('while the choice is the system, the page follows a change of the system setting live; a fixed choice does not move', () => {
  applyScheme();
  const stop = followScheme();
  system.setDark(true);
  expect(shown()).toBe('dark');
  system.setDark(false);
  expect(shown()).toBe('light');
  saveChoice('light');
  system.setDark(true);
  expect(shown()).toBe('light');
  stop();
});

test("another tab's choice reaches this page", () => {
  applyScheme();
  const stop = followScheme();
  localStorage.setItem(STORAGE_KEYS.colorScheme, 'dark');
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.colorScheme }));
  expect(shown()).toBe('dark');
  stop();
});

test('a logout keeps the choice (the login page shows it too)', () => {
  saveChoice('dark');
  localStorage.setItem(STORAGE_KEYS.loginInfo, '{"token":"x"}');
  setNavigator(() => undefined);
  logout();
  expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).toBeNull();
  expect(storedChoice()).toBe('dark');
});
