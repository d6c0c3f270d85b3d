// jsdom lacks these; react-router 7 needs TextEncoder, antd 6 Form needs MessageChannel.
const { TextEncoder, TextDecoder } = require('util');
const { MessageChannel: NodeMessageChannel } = require('worker_threads');
// Node's message ports keep the process alive: unref them or jest never exits after a test that
// scheduled React work (React's scheduler uses MessageChannel when setImmediate is absent).
class MessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    this.port1.unref();
    this.port2.unref();
  }
}
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
