import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/contracts';
import { earlyCallsAt } from '@portal/areas';
import { STORAGE_KEYS } from '@portal/session/src/storage-keys';
import { cachedAlarms, clearAlarms, ISLAND_ID, showAlarms } from './alarm-island';
import { ISLAND_CSS_ATTRIBUTE } from './island-css';
import { siteAlarmMessages } from './messages';
import { SITE_ALARMS_CALL } from './site-alarms-call';

const tabriz = { subject: 'به‌روزرسانی مرکز داده تبریز', link: '/blog/datacenter-tabriz' };
const network = { subject: 'اختلال شبکه', link: null };

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

test('the banners stand at the top of the body, beside the app root, with their styles under the page nonce', () => {
  document.head.innerHTML = '<meta name="csp-nonce" content="n0nce">';
  document.body.innerHTML = '<div id="root"></div>';
  showAlarms([tabriz, network]);
  expect(document.body.firstElementChild?.id).toBe(ISLAND_ID);
  expect(screen.getAllByTestId('site-alarm').map((b) => b.textContent)).toEqual([`!${tabriz.subject}×`, `!${network.subject}×`]);
  expect(screen.getByRole('link', { name: tabriz.subject }).getAttribute('href')).toBe(tabriz.link);
  expect(document.head.querySelector<HTMLStyleElement>(`style[${ISLAND_CSS_ATTRIBUTE}]`)?.nonce).toBe('n0nce');
});

test('the same alarms again leave the painted banners as they are; a changed list replaces them', () => {
  showAlarms([tabriz]);
  const painted = screen.getByTestId('site-alarm');
  showAlarms([{ ...tabriz }]);
  expect(screen.getByTestId('site-alarm')).toBe(painted);
  showAlarms([network, tabriz]);
  expect(screen.getAllByTestId('site-alarm')).toHaveLength(2);
  showAlarms([]);
  expect(screen.queryAllByTestId('site-alarm')).toHaveLength(0);
  expect(screen.queryByRole('region')).toBeNull();
});

test('the list is remembered for the next page; closed alarms are left out of it, and a subject is text, not markup', async () => {
  showAlarms([tabriz, { subject: '<img src=x onerror=alert(1)>', link: 'javascript:alert(1)' }]);
  expect(cachedAlarms()).toHaveLength(2);
  expect(document.querySelector('img')).toBeNull();
  // A link that is neither the portal's path nor a web address is no link.
  expect(screen.getAllByRole('link')).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: siteAlarmMessages.dismiss(tabriz.subject) }));
  expect(screen.getAllByTestId('site-alarm')).toHaveLength(1);
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.dismissedSiteAlarms)!)).toEqual([`${tabriz.subject}\n${tabriz.link}`]);

  document.body.replaceChildren();
  showAlarms(cachedAlarms());
  expect(screen.queryByText(tabriz.subject)).toBeNull();
  expect(screen.getAllByTestId('site-alarm')).toHaveLength(1);
});

test('signed out, the banners go and the list is forgotten', () => {
  showAlarms([tabriz]);
  clearAlarms();
  expect(screen.queryAllByTestId('site-alarm')).toHaveLength(0);
  expect(cachedAlarms()).toEqual([]);
});

test("the early call the inline script reads is the contract's alarm list, one the page makes first", () => {
  expect(SITE_ALARMS_CALL).toBe(`/api/my/${api.support.websiteAlarmList.path}`);
  expect(earlyCallsAt('/vm/1/list')).toContain(SITE_ALARMS_CALL);
});
