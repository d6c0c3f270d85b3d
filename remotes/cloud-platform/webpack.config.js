const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: 'cloud-platform', kind: 'remote', dir: __dirname });
