// @ts-check
// The one webpack + federation config factory. Every app's webpack.config.js is a call to it.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const TerserPlugin = require('terser-webpack-plugin');
const { sharedConfig, sharedTiers, SINGLETONS } = require('./shared-deps');
const { devPortOf, readAreas } = require('./areas');
const { SharedFilesPlugin } = require('./shared-files-plugin');
const { PageFilesPlugin } = require('./page-files-plugin');
const { SameModePrefetchPlugin } = require('./same-mode-prefetch-plugin');
const { ShellFilesPlugin } = require('./shell-files-plugin');

/** Remote entry and chunks may take this long on a bad mobile link before we call it failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * antd's own building blocks. Their packages do not declare `sideEffects`, so webpack kept every
 * module their index re-exports: antd's field context imports `FormProvider` from
 * `@rc-component/form`, and a page with no form loaded the whole form engine with its validator.
 * None of their modules runs anything at import that another needs (no bare imports).
 */
const RC_PACKAGES = /[\\/]node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](fast-color|colors|cssinjs-utils)[\\/])/;

/**
 * @param {object} o
 * @param {string} o.name        federation name (`host`, `storage`, ...)
 * @param {string} o.dir         the app folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} o.kind
 * @param {number=} o.port       dev-server port; a remote's defaults to its area declaration's
 * @param {Record<string,string>=} o.exposes  remotes: defaults to { './App': './src/App.tsx' }
 * @param {object=} o.devServer  extra dev-server options (host: proxy to the gateway)
 * @param {any[]=} o.plugins     extra plugins (host: prerendered login page)
 * @returns {(env: any, argv: {mode?: string}) => import('webpack').Configuration}
 */
function createConfig(o) {
  // Looked up once, when webpack loads the config: a remote missing from the declarations fails here.
  const port = o.port ?? (o.kind === 'remote' ? devPortOf(o.name) : undefined);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = o.kind === 'host';
    const exposes = isHost ? undefined : (o.exposes ?? { './App': './src/App.tsx' });
    return {
      name: o.name,
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      // Production maps are written beside the build for whoever debugs it, but the bundles do not
      // name them and the gateway and nginx never serve them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: o.name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        crossOriginLoading: 'anonymous',
        // No `webpackPrefetch` link for a chunk the page already preloads (the gateway's hints):
        // Chrome fetches it again otherwise. Its mode is the loader's (SameModePrefetchPlugin).
        resourceHints: { dedupe: true },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      experiments: { css: true },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            // Loaders run last first: the tier loader sends each name imported from antd's and
            // @portal/ui's roots to the shared part that holds it (shared-deps.js), then esbuild.
            use: [
              { loader: require.resolve('esbuild-loader'), options: { target: 'es2020', jsx: 'automatic' } },
              { loader: require.resolve('./shared-tier-loader'), options: { tiers: sharedTiers(o.dir) } },
            ],
          },
          {
            test: RC_PACKAGES,
            sideEffects: false,
          },
          { test: /\.(woff2?|ttf|png|svg|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Terser for the scripts: it drops what webpack marks unused inside a module (a package's
        // functions no app calls), which esbuild's minifier keeps; on /vm/1/list that was 87 of
        // 787 KB over the wire, the router alone 43 → 13 KB. Not as an ES module: a remote's
        // container is a top-level `var` (`var storage`) that must stay global. esbuild for the CSS,
        // at target esnext (the loader already wrote es2020).
        minimizer: [
          new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } } }),
          new EsbuildPlugin({ target: 'esnext', css: true, legalComments: 'none', include: /\.css$/ }),
        ],
        // Keep webpack's default splitting for async chunks; the entry stays tiny because the
        // host starts with `import('./bootstrap')`.
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          // The container is a global variable, so the name must be an identifier (`cloud_infra`);
          // the host derives the same name from the remote's URL-safe name.
          name: o.name.replace(/-/g, '_'),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time from /mf/registry.json, never baked in.
          remotes: {},
          shared: sharedConfig(o.dir, o.kind),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new SameModePrefetchPlugin(),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'head', publicPath: '/' }),
              new SharedFilesPlugin(),
              new ShellFilesPlugin({ request: './app/SignedInApp' }),
            ]
          : [new PageFilesPlugin({ appFile: path.join(o.dir, /** @type {Record<string, string>} */ (exposes)['./App']) })]),
        ...(o.plugins ?? []),
      ],
      devServer: {
        port,
        historyApiFallback: isHost,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(o.devServer ?? {}),
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, sharedConfig, readAreas, SINGLETONS, CHUNK_LOAD_TIMEOUT_MS };
