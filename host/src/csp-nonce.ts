/**
 * The CSP admits `<style>` elements only with this answer's nonce (the gateway writes it into the
 * page's `<meta name="csp-nonce">`). Every style element the portal's own scripts create gets it:
 * antd's CSS-in-JS, React's own `<style>` elements, react-hot-toast's sheet and the modal scroll
 * locker of antd's dependencies, most of which offer no nonce option. Markup injected into a page gets none, which is the point.
 */
export function adoptCspNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  // The dev server serves the template as it is: no CSP there, nothing to adopt.
  if (!nonce || nonce.startsWith('__')) return;
  // goober (react-hot-toast's styles) sets its sheet's nonce from here, overwriting ours.
  (doc.defaultView as (Window & { __nonce__?: string }) | null)!.__nonce__ = nonce;
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as typeof Document.prototype.createElement;
}
