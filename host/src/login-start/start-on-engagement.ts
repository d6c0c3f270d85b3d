// The prerendered login page is complete HTML: the user can read it and type before any app code
// runs. The app (React, antd, the federation runtime, ~290 KB gzip) starts when the user engages
// with the page, or at once when there is a session to pick up. A submit or a button press made
// before the app has taken the page over is held and replayed on the same element once it has:
// hydration keeps the prerendered elements, so the app's own handlers then answer it.

import { applyWebFonts, type WebFont } from './apply-web-fonts';

/** The family of the theme's font stack that is served with the build (fonts.css). */
const WEB_FONT_FAMILY = 'Vazirmatn';

// Anything a user does first on a form: a press, a key, a touch, a value filled in. Not a focus:
// the email field takes one by itself (autofocus). Not a pointer passing over: Chromium sends
// those by itself when the layout moves under a resting pointer, as the page paints.
const ENGAGED = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

export interface LoginStart {
  /** The app's entry script, added to the page when it starts. */
  appEntry: string;
  /** Whether there is a stored session for the app to pick up (it then starts at once). */
  storedSession: boolean;
  /** The web fonts' faces the page shows, applied once the page has loaded and painted. */
  fonts?: WebFont[];
}

export function startOnEngagement({ appEntry, storedSession, fonts }: LoginStart, document: Document = window.document): void {
  // The app has taken the page over: its login page marks the document (host LoginPage).
  const appReady = () => Boolean(document.documentElement.dataset.ready);
  let started = false;
  let held: (() => void) | null = null;

  const start = (): void => {
    if (started) return;
    started = true;
    for (const type of ENGAGED) document.removeEventListener(type, start, true);
    const app = document.createElement('script');
    app.src = appEntry;
    document.head.append(app);
  };
  const hold = (event: Event, replay: () => void): void => {
    event.preventDefault();
    event.stopPropagation();
    held = replay;
    start();
  };

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!appReady() && form instanceof HTMLFormElement) hold(event, () => form.requestSubmit());
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      // Links navigate on their own; a submit button's press arrives as the form's submit.
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!appReady() && button && button.type !== 'submit') hold(event, () => button.click());
    },
    true,
  );
  new MutationObserver(() => {
    if (!appReady() || !held) return;
    const replay = held;
    held = null;
    replay();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });

  if (storedSession) {
    start();
    return;
  }
  for (const type of ENGAGED) document.addEventListener(type, start, { capture: true, passive: true });
  const link = (rel: string, href: string, as?: string): void => {
    const element = document.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    element.href = href;
    document.head.append(element);
  };
  // Once the page has loaded and painted: the text takes the web fonts' face before the user starts
  // typing, and the entry downloads while the page idles, so starting later costs no round trip.
  // Not at load alone: this page paints after its load event, and requests started before the
  // paint are ones Lighthouse's simulation puts in front of the LCP (1.41 s against an FCP of
  // 0.86 s, where the paint it observed was both).
  const afterPaint = (): void => {
    if (fonts && document.defaultView) void applyWebFonts(document.defaultView, WEB_FONT_FAMILY, fonts);
    if (!started) link('prefetch', appEntry, 'script');
  };
  const afterLoad = (): void => afterFirstPaint(document.defaultView, afterPaint);
  if (document.readyState === 'complete') afterLoad();
  else document.defaultView?.addEventListener('load', afterLoad, { once: true });
}

/** Runs `run` once the page has had its first contentful paint; at once where paint timing is unknown. */
function afterFirstPaint(view: (Window & typeof globalThis) | null, run: () => void): void {
  const Observer = view?.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    run();
    return;
  }
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}
