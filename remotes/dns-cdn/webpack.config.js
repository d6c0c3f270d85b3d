const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: 'dns-cdn', kind: 'remote', dir: __dirname });
