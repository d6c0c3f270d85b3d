import { startOnEngagement } from './start-on-engagement';

const ENTRY = '/main.0123456789.js';
const FONTS = [
  { weight: '400', url: '/assets/Vazirmatn-Regular.0123456789.woff2' },
  { weight: '700', url: '/assets/Vazirmatn-Bold.0123456789.woff2' },
];

/** The faces the page's font set holds ("weight source"), given by a stand-in FontFace (jsdom has none). */
const fontSet: string[] = [];
class StandInFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: { weight: string },
  ) {}
  load = () => Promise.resolve(this);
}
Object.assign(window, { FontFace: StandInFontFace });
Object.defineProperty(document, 'fonts', {
  value: { add: (face: StandInFontFace) => fontSet.push(`${face.family} ${face.descriptors.weight} ${face.source}`) },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pageFaces = [
  "Vazirmatn 400 url(/assets/Vazirmatn-Regular.0123456789.woff2) format('woff2')",
  "Vazirmatn 700 url(/assets/Vazirmatn-Bold.0123456789.woff2) format('woff2')",
];

/** A page of its own per test (the starter's listeners stay on the document it was given); the first is the loaded window's. */
let pages = 0;
function page(): Document {
  const doc = pages++ === 0 ? document : document.implementation.createHTMLDocument('login');
  doc.body.innerHTML = `<div id="root"><form><input id="email"><button type="button">گوگل</button><button type="submit">ورود</button></form></div>`;
  return doc;
}
const appScripts = (doc: Document) => [...doc.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const takeOver = (doc: Document) => {
  doc.documentElement.dataset.ready = 'login';
  return new Promise((resolve) => setTimeout(resolve, 0));
};

test('nothing of the app runs until the user engages; the fonts apply and the entry is only fetched ahead, then started once', async () => {
  const doc = page();
  fontSet.length = 0;
  startOnEngagement({ appEntry: ENTRY, storedSession: false, fonts: FONTS }, doc);
  expect(appScripts(doc)).toEqual([]);
  expect(doc.head.querySelector('link[rel=prefetch]')?.getAttribute('href')).toBe(ENTRY);
  await settle();
  expect(fontSet).toEqual(pageFaces);

  // The autofocus of the email field is not the user engaging.
  doc.getElementById('email')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(appScripts(doc)).toEqual([]);
  doc.getElementById('email')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  doc.getElementById('email')!.dispatchEvent(new InputEvent('input', { bubbles: true }));
  expect(appScripts(doc)).toEqual([ENTRY]);
});

test('the fonts and the prefetch wait for the first contentful paint where the browser reports paints', async () => {
  type Report = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;
  const observers: { report: Report; disconnected: boolean }[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    private readonly record: { report: Report; disconnected: boolean };
    constructor(report: Report) {
      this.record = { report, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const original = window.PerformanceObserver;
  window.PerformanceObserver = PaintObserver as unknown as typeof PerformanceObserver;
  try {
    const before = document.head.querySelectorAll('link').length;
    const added = () => [...document.head.querySelectorAll('link')].slice(before).map((l) => `${l.rel} ${l.getAttribute('href')}`);
    // The loaded window's document (the starter reads the paints of its window).
    fontSet.length = 0;
    startOnEngagement({ appEntry: ENTRY, storedSession: false, fonts: FONTS }, document);
    expect(added()).toEqual([]);
    observers[0]!.report({ getEntriesByName: () => [] });
    await settle();
    expect(added()).toEqual([]);
    expect(fontSet).toEqual([]);
    observers[0]!.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(added()).toEqual([`prefetch ${ENTRY}`]);
    await settle();
    expect(fontSet).toEqual(pageFaces);
    expect(observers[0]!.disconnected).toBe(true);
  } finally {
    window.PerformanceObserver = original;
  }
});

test('with a stored session the app starts at once', () => {
  const doc = page();
  startOnEngagement({ appEntry: ENTRY, storedSession: true }, doc);
  expect(appScripts(doc)).toEqual([ENTRY]);
});

test('a sign-in submitted before the app took over is held, then sent once through the app', async () => {
  const doc = page();
  startOnEngagement({ appEntry: ENTRY, storedSession: false }, doc);
  const form = doc.querySelector('form')!;
  const appSubmits: Event[] = [];
  // Stands for the app's own handler (React listens below the document).
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    appSubmits.push(event);
  });

  const early = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  expect(appSubmits).toHaveLength(0);
  expect(appScripts(doc)).toEqual([ENTRY]);

  await takeOver(doc);
  expect(appSubmits).toHaveLength(1);
  // Once the app is up, a submit goes straight to it.
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(appSubmits).toHaveLength(2);
});

test('a button pressed before the app took over is pressed again once it has; a submit button is left to the form', async () => {
  const doc = page();
  startOnEngagement({ appEntry: ENTRY, storedSession: false }, doc);
  const [external, submit] = [...doc.querySelectorAll('button')] as HTMLButtonElement[];
  const pressed: string[] = [];
  doc.getElementById('root')!.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent!));

  external!.click();
  expect(pressed).toEqual([]);
  await takeOver(doc);
  expect(pressed).toEqual(['گوگل']);
  expect(submit!.type).toBe('submit');
});
