// The app's entry on the signed-in pages: prerender.mjs puts this inline at the end of the body in
// place of the entry's <script defer>. A deferred script, or a preload, on a fast link ran before
// the first paint, and the frame (sidebar, top bar, the page's title and table) waited for the
// entry and what it ran; Lighthouse's simulation then put the whole first load in front of the
// first paint. Started once the frame has painted, the load never holds the frame back.
// Told by the browser's paint timing, not by a timer: the page's own timers may be stopped (a
// test's fake clock) or slowed, a paint is not. A hidden tab paints nothing: it starts at once.
export function startAfterPaint(appEntry: string, document: Document = window.document, win: Window & typeof globalThis = window): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    // The page's preloads (the gateway's and the fonts), held until now, then the entry itself.
    for (const held of document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')) document.head.append(held.content);
    const app = document.createElement('script');
    app.src = appEntry;
    document.head.append(app);
  };
  const painted = () => win.performance.getEntriesByType('paint').length > 0;
  if (document.visibilityState === 'hidden' || typeof win.PerformanceObserver !== 'function' || painted()) {
    start();
    return;
  }
  const observer = new win.PerformanceObserver(() => {
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint' });
  // A browser without paint timing starts the app with the frame after this one, after its paint.
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
}

const { app } = (document.currentScript as HTMLScriptElement).dataset;
startAfterPaint(app!);
