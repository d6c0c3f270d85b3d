const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: 'vpc', kind: 'remote', dir: __dirname });
