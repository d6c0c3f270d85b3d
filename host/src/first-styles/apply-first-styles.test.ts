import { firstStylesReady, FIRST_STYLES_SELECTOR } from './apply-first-styles';

const HREF = '/antd-first.0123456789.css';

function pagePreloading(): void {
  document.head.innerHTML = `<title>t</title><style>.page{}</style><link rel="preload" as="style" data-antd-first href="${HREF}">`;
}

/** Whether the promise has settled by the time the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

const sheet = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

test('without the preload (the login page, a page nginx serves as built) it resolves at once and adds nothing', async () => {
  document.head.innerHTML = '<title>t</title>';
  await expect(firstStylesReady(1500)).resolves.toBeUndefined();
  expect(sheet()).toBeNull();
});

test('applies the preloaded sheet first in the head, in a task of its own, and resolves once it has loaded', async () => {
  jest.useFakeTimers();
  pagePreloading();
  const ready = firstStylesReady(1500);
  // Not within the caller's task: the browser parses the sheet as it is inserted.
  expect(sheet()).toBeNull();
  jest.advanceTimersByTime(0);
  const link = sheet()!;
  expect(link.href).toBe(new URL(HREF, window.location.href).href);
  expect(document.head.firstElementChild).toBe(link);
  expect(await settled(ready)).toBe(false);
  link.dispatchEvent(new Event('load'));
  expect(await settled(ready)).toBe(true);
  expect(document.querySelectorAll(FIRST_STYLES_SELECTOR)).toHaveLength(1);
});

test('a sheet that fails to load lets the render go on (antd then generates its styles)', async () => {
  jest.useFakeTimers();
  pagePreloading();
  const ready = firstStylesReady(1500);
  jest.advanceTimersByTime(0);
  sheet()!.dispatchEvent(new Event('error'));
  expect(await settled(ready)).toBe(true);
});

test('a sheet that never answers holds the render back at most the wait', async () => {
  jest.useFakeTimers();
  pagePreloading();
  const ready = firstStylesReady(1500);
  jest.advanceTimersByTime(1499);
  expect(await settled(ready)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(ready)).toBe(true);
});
