const { createConfig } = require('@portal/build');

module.exports = createConfig({
  name: 'host',
  kind: 'host',
  dir: __dirname,
  port: 3000,
  // In development the API, the registry and the production remotes come from the gateway.
  devServer: { proxy: [{ context: ['/api', '/mf', '/remotes'], target: `http://127.0.0.1:${process.env.GATEWAY_PORT || 8080}` }] },
});
