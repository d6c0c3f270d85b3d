import { adoptCspNonce } from './csp-nonce';

// Before anything creates a <style> element (antd, the toasts, the federation runtime).
adoptCspNonce();

// Async boundary: federation must initialise the share scope before any shared module runs.
// A prerendered login page paints first; the app starts once that frame is on screen.
const start = () => void import('./bootstrap');
if (document.getElementById('root')?.dataset.prerendered) requestAnimationFrame(() => setTimeout(start, 0));
else start();
