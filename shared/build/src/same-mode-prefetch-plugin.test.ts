const { sameModePrefetch } = require('./same-mode-prefetch-plugin') as { sameModePrefetch: (source: string) => string };

// webpack's own prefetch source, as JsonpChunkLoadingRuntimeModule writes it.
const webpackPrefetch = [
  "var link = document.createElement('link');",
  'link.crossOrigin = "anonymous";',
  'link.rel = "prefetch";',
  'link.as = "script";',
  'link.href = __webpack_require__.p + __webpack_require__.u(chunkId);',
].join('\n');

/** Runs the link source in a page at `origin` and returns the link it made. */
function linkAt(source: string, origin: string, publicPath: string) {
  const link: Record<string, string> = {};
  new Function('document', 'window', '__webpack_require__', 'chunkId', source)(
    { createElement: () => link },
    { location: { origin } },
    { p: publicPath, u: (id: string) => `${id}.js` },
    '1138',
  );
  return link;
}

it("a prefetch of the page's own origin is asked without crossorigin, as the script loader asks for it", () => {
  const link = linkAt(sameModePrefetch(webpackPrefetch), 'https://portal.example', 'https://portal.example/');
  expect(link.href).toBe('https://portal.example/1138.js');
  expect(link.crossOrigin).toBeUndefined();
});

it("another origin's prefetch keeps the configured crossorigin", () => {
  const link = linkAt(sameModePrefetch(webpackPrefetch), 'https://portal.example', 'https://cdn.example/host/');
  expect(link.crossOrigin).toBe('anonymous');
});

it('a source without crossorigin is left as it is', () => {
  const plain = webpackPrefetch.replace('link.crossOrigin = "anonymous";\n', '');
  expect(sameModePrefetch(plain)).toBe(plain);
});
