import { isPublicAreaPath, publicAreaPrefixes } from './public-areas';

test('the support area’s blog, contact us and newsletter pages are public; the rest is not', () => {
  expect(publicAreaPrefixes).toEqual([
    ['/blog', 'support'],
    ['/contact-us', 'support'],
    ['/newsletter', 'support'],
  ]);
  for (const path of ['/blog', '/blog/cloud-server-first-steps', '/contact-us', '/newsletter/unsubscribe']) expect(isPublicAreaPath(path)).toBe(true);
  for (const path of ['/account/login', '/', '/blogger', '/portal/supports', '/portal/support/3']) expect(isPublicAreaPath(path)).toBe(false);
});
