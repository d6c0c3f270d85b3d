const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: 'support', kind: 'remote', dir: __dirname });
