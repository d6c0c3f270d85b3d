// The app's entry on the signed-in pages: prerender.mjs puts this inline at the end of the body in
// place of the entry's <script defer>, and a preload of the entry in the head, so the file arrives
// as early as before. A deferred script on a fast link ran before the first paint, and the frame
// (sidebar, top bar, the page's title and table) waited for the entry and what it ran; Lighthouse's
// simulation then put the whole entry's download in front of the first paint. Started once the
// frame has painted, it never holds the frame back. A hidden tab paints nothing: it starts at once.
export function startAfterPaint(appEntry: string, document: Document = window.document, win: Window = window): void {
  const start = (): void => {
    // The page's preloads (the gateway's and the fonts), held until now, then the entry itself.
    for (const held of document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')) document.head.append(held.content);
    const app = document.createElement('script');
    app.src = appEntry;
    document.head.append(app);
  };
  if (document.visibilityState === 'hidden') start();
  // The frame after this one is the first that follows the page's first paint.
  else win.requestAnimationFrame(() => win.setTimeout(start, 0));
}

const { app } = (document.currentScript as HTMLScriptElement).dataset;
startAfterPaint(app!);
