// Applies antd's build-time stylesheet (first-styles.tsx) before the first render. antd's runtime
// reads the sheet's record of what it holds once, at the first style it registers: applied later,
// the runtime would generate every style as before (slower, never wrong). So the first render waits
// for the sheet, at most `waitMs`; it was asked for beside the scripts (the page's preload), so it
// is usually in before they have run.
/** The page's preload of the sheet (host/prerender.mjs writes it into index.html). */
export const FIRST_STYLES_SELECTOR = 'link[data-antd-first]';

export function firstStylesReady(waitMs: number, doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>(FIRST_STYLES_SELECTOR);
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = preload.href;
    const done = () => resolve();
    sheet.addEventListener('load', done);
    sheet.addEventListener('error', done);
    setTimeout(done, waitMs);
    // First in the head, where antd's runtime puts its own styles: the page's rules that adjust
    // antd's come after it and still win, as they do over the runtime's. In a task of its own: the
    // preloaded sheet is parsed as it is inserted (about 8 ms unthrottled), which otherwise added
    // to the long task of the entry's start.
    setTimeout(() => doc.head.prepend(sheet), 0);
  });
}
