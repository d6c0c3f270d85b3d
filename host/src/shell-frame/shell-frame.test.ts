import { SHELL_FRAME_SIDEBAR_SLOT } from '@portal/areas';
import { SESSION_ATTRIBUTE } from '@portal/session/src/storage-keys';
import { hostMessages } from '../messages';
import { shellFrameTemplate } from './shell-frame';

// The icons' CommonJS build requires an ES-only colour package under jest; the frame only needs their SVG.
jest.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : () => require('react').createElement('svg')) }));

const template = shellFrameTemplate('N0NCE');

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
});

test("the frame leaves the sidebar's areas to the gateway, carries its stylesheet with the nonce and no style attribute the CSP would refuse", () => {
  expect(template.startsWith('<style nonce="N0NCE">')).toBe(true);
  expect(template.split(SHELL_FRAME_SIDEBAR_SLOT)).toHaveLength(2);
  expect(template).not.toMatch(/style="/);
  expect(template).not.toMatch(/<(a|button|input)\b|tabindex/);
});

test('it shows only on a page whose head script found a session, hidden from screen readers, with the brand and the dashboard link', () => {
  document.body.innerHTML = `<div id="root">${template}</div>`;
  const frame = document.querySelector<HTMLElement>('[data-shell-frame]')!;
  expect(getComputedStyle(frame).display).toBe('none');
  document.documentElement.setAttribute(SESSION_ATTRIBUTE, '');
  expect(getComputedStyle(frame).display).toBe('flex');
  expect(frame.getAttribute('aria-hidden')).toBe('true');
  expect(frame.textContent).toContain(hostMessages.brand);
  expect(frame.textContent).toContain(hostMessages.layout.dashboard);
});
