// @ts-check
// webpack's prefetch of a chunk (`webpackPrefetch`, the script's and the stylesheet's) always sets
// `crossorigin` from `output.crossOriginLoading`, while its loader sets it only on another origin's
// file (the `<script>` and the `<link rel="stylesheet">` it adds). A prefetch of the page's own
// origin was then a CORS request and the load a no-cors one: the browser fetched the file twice
// whenever the load came before the prefetch had ended (a page opened signed in loads at once the
// chunk the login page prefetches). This makes the prefetch ask in the loader's mode.
const JsonpChunkLoadingRuntimeModule = require('webpack/lib/web/JsonpChunkLoadingRuntimeModule');
const CssLoadingRuntimeModule = require('webpack/lib/css/CssLoadingRuntimeModule');

const PLUGIN = 'SameModePrefetchPlugin';

/**
 * The prefetch link's source with its unconditional `link.crossOrigin = "…";` made conditional on
 * the file's origin, as the loader's own test (`href.indexOf(window.location.origin + '/') !== 0`).
 * @param {string} source
 */
function sameModePrefetch(source) {
  const set = /link\.crossOrigin = ("[^"]*");/;
  const mode = set.exec(source)?.[1];
  if (!mode) return source;
  return `${source.replace(set, '')}\nif (link.href.indexOf(window.location.origin + '/') !== 0) link.crossOrigin = ${mode};`;
}

class SameModePrefetchPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      JsonpChunkLoadingRuntimeModule.getCompilationHooks(compilation).linkPrefetch.tap(PLUGIN, sameModePrefetch);
      CssLoadingRuntimeModule.getCompilationHooks(compilation).linkPrefetch.tap(PLUGIN, sameModePrefetch);
    });
  }
}

module.exports = { SameModePrefetchPlugin, sameModePrefetch };
