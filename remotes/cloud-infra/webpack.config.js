const { createConfig } = require('@portal/build');

module.exports = createConfig({ name: 'cloud-infra', kind: 'remote', dir: __dirname });
