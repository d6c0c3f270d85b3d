// jsdom lacks these; react-router 7 needs TextEncoder, antd 6 Form and React's scheduler need
// MessageChannel. Node's own MessageChannel keeps the process alive once a listener is set, so
// jest would never exit: a tiny in-process channel built on setImmediate does the same job.
const { TextEncoder, TextDecoder } = require('util');
const { setImmediate: nodeSetImmediate } = require('timers');

class InProcessPort {
  constructor() {
    this.onmessage = null;
    this.peer = null;
  }
  postMessage(data) {
    const peer = this.peer;
    nodeSetImmediate(() => peer && peer.onmessage && peer.onmessage({ data }));
  }
  addEventListener(type, listener) {
    if (type === 'message') this.onmessage = listener;
  }
  removeEventListener(type, listener) {
    if (type === 'message' && this.onmessage === listener) this.onmessage = null;
  }
  start() {}
  close() {
    this.peer = null;
  }
}

class MessageChannel {
  constructor() {
    this.port1 = new InProcessPort();
    this.port2 = new InProcessPort();
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

Object.assign(globalThis, { TextEncoder, TextDecoder, MessageChannel });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
// jsdom does not implement getComputedStyle(elt, pseudoElt) and logs an error each time antd
// measures the scrollbar through it; the pseudo-element argument is dropped instead.
{
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => getComputedStyle(elt);
}
// jsdom has no User Timing; the shell marks its idle work (remote-apps.ts) for the bench to read.
if (typeof performance.mark !== 'function') performance.mark = () => undefined;
