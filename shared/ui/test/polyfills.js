// jsdom lacks these; react-router 7 needs TextEncoder, antd 6 Form needs MessageChannel.
const { TextEncoder, TextDecoder } = require('util');
const { MessageChannel } = require('worker_threads');
Object.assign(globalThis, { TextEncoder, TextDecoder, MessageChannel });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  });
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
window.scrollTo = () => {};
