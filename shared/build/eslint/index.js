// @ts-check
// The portal's own lint rules: each concern done one way, and the package boundaries a relative
// path could slip past. eslint.config.mjs at the root says where each applies.
module.exports = {
  meta: { name: 'portal' },
  rules: {
    'empty-value': require('./empty-value'),
    'ltr-span': require('./ltr-span'),
    'resource-table': require('./resource-table'),
    'form-rules': require('./form-rules'),
    'wire-endpoint': require('./wire-endpoint'),
    'relative-import-boundary': require('./relative-import-boundary'),
  },
};
