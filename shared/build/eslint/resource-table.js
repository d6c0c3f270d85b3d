// @ts-check
// A table draws through ResourceTable of @portal/ui: Persian digits and Jalali dates by column kind,
// CSV export, the loading, error and empty states, and each user's saved sort, page size and columns.
const TABLE_MODULE = /^antd\/(es|lib)\/table$/;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'draw a table with ResourceTable of @portal/ui, never antd Table directly' },
    messages: { table: 'Use ResourceTable of @portal/ui, not antd Table.' },
    schema: [],
  },
  create(context) {
    return {
      /** @param {any} node */
      ImportDeclaration(node) {
        // Types of antd's table (its column and pagination shapes) draw nothing.
        if (node.importKind === 'type') return;
        const source = node.source.value;
        if (source === 'antd') {
          for (const specifier of node.specifiers) {
            if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type' && specifier.imported.name === 'Table') {
              context.report({ node: specifier, messageId: 'table' });
            }
          }
        } else if (TABLE_MODULE.test(source)) {
          const values = node.specifiers.filter((/** @type {any} */ s) => s.importKind !== 'type');
          if (node.specifiers.length === 0 || values.length > 0) context.report({ node, messageId: 'table' });
        }
      },
    };
  },
};
