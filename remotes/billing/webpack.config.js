const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: 'billing', kind: 'remote', dir: __dirname });
