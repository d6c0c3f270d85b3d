const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: 'storage', kind: 'remote', dir: __dirname });
