// @ts-check
// A relative path reaches any file on disk, past the package names that no-restricted-imports
// guards: this names the packages (directory patterns under the repository root, `remotes/*`)
// that a file may not reach by a relative path unless it is inside that very package.
const path = require('node:path');

/** @param {string} pattern `remotes/*` or `host` */
const packageMatcher = (pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[^/]+')}(?=/|$)`);
/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "no relative import into another package's source" },
    messages: { crossing: '{{source}} reaches into {{target}} by a relative path; that package is out of bounds for this file.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, packages: { type: 'array', items: { type: 'string' } } },
        required: ['root', 'packages'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, packages } = context.options[0];
    const matchers = packages.map(packageMatcher);
    const own = path.relative(root, context.filename).split(path.sep).join('/');
    const dir = path.dirname(context.filename);

    /** @param {any} source a string literal naming a module */
    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !/^\.\.?(\/|$)/.test(source.value)) return;
      const target = path.relative(root, path.resolve(dir, source.value)).split(path.sep).join('/');
      for (const matcher of matchers) {
        const reached = target.match(matcher)?.[0];
        if (reached && own.match(matcher)?.[0] !== reached) {
          context.report({ node: source, messageId: 'crossing', data: { source: source.value, target: reached } });
          return;
        }
      }
    }

    return {
      /** @param {any} node */
      ImportDeclaration: (node) => check(node.source),
      /** @param {any} node */
      ExportNamedDeclaration: (node) => check(node.source),
      /** @param {any} node */
      ExportAllDeclaration: (node) => check(node.source),
      /** @param {any} node */
      ImportExpression: (node) => check(node.source),
      /** @param {any} node */
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};
