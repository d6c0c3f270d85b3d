import { adoptCspNonce } from './csp-nonce';
import { loadRegistry } from './remotes/registry';

// The first script file of the page starts to run: what was asked before could only be asked by
// the document (its hints, its inline scripts). The bench and the browser suite count the
// start-up's stages from it (scripts/bench/stages.cjs ENTRY_MARK).
performance.mark('portal:entry');

// Before anything creates a <style> element (antd, the toasts, the federation runtime).
adoptCspNonce();

// Async boundary: federation must initialise the share scope before any shared module runs.
// A prerendered login page paints first; the app starts once that frame is on screen.
const start = () => void import('./bootstrap');
if (document.getElementById('root')?.dataset.prerendered) requestAnimationFrame(() => setTimeout(start, 0));
else {
  // Any other page is opened (reloaded, bookmarked, linked) signed in, or leads to sign-in: what
  // its URL names starts now, beside the app's chunks (early-start/early-start.ts).
  loadRegistry().catch(() => undefined);
  import('./early-start/early-start').then(
    ({ startEarly }) => startEarly(window.location.pathname),
    () => undefined, // the app's own imports report a chunk that does not load
  );
  start();
}
