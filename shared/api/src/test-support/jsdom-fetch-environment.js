// jsdom has no fetch, Request or Response, and ky needs them. This environment is jsdom (for
// localStorage and window.location) plus Node's own fetch classes. AbortController/AbortSignal
// come from Node too, because Node's Request rejects a signal from jsdom's AbortController.
// setImmediate lets React's scheduler avoid MessageChannel, whose ports keep jest from exiting.
// Used through a `@jest-environment @portal/api/test-support/jsdom-fetch-environment` docblock; the
// shared jest config is untouched.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'DOMException',
      'structuredClone',
      'setImmediate',
      'clearImmediate',
    ]) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomFetchEnvironment;
