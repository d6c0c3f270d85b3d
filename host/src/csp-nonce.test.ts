/** @jest-environment jsdom */
import { adoptCspNonce } from './csp-nonce';

const original = Document.prototype.createElement;
afterEach(() => {
  Document.prototype.createElement = original;
  document.head.innerHTML = '';
});

test("style elements the portal creates carry the page's nonce; other elements and injected markup do not", () => {
  document.head.innerHTML = '<meta name="csp-nonce" content="n0nce">';
  adoptCspNonce();
  expect(document.createElement('style').nonce).toBe('n0nce');
  expect((window as Window & { __nonce__?: string }).__nonce__).toBe('n0nce');
  expect(document.createElement('div').getAttribute('nonce')).toBeNull();
  const injected = document.createElement('div');
  injected.innerHTML = '<style>body{}</style>';
  expect((injected.firstChild as HTMLStyleElement).nonce).toBe('');
});

test('the unreplaced placeholder of the dev server is no nonce', () => {
  document.head.innerHTML = '<meta name="csp-nonce" content="__CSP_NONCE__">';
  adoptCspNonce();
  expect(document.createElement('style').nonce).toBe('');
});
