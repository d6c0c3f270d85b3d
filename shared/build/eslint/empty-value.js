// @ts-check
// A missing value shows through EMPTY_VALUE of @portal/locale, so every page shows the same mark
// and a change of mark is one edit.
const EMPTY = '----';

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'show a missing value through EMPTY_VALUE of @portal/locale, never a literal four dashes' },
    messages: { literal: "Use EMPTY_VALUE of @portal/locale, not a literal '----'." },
    schema: [],
  },
  create(context) {
    return {
      Literal(node) {
        if (node.value === EMPTY) context.report({ node, messageId: 'literal' });
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0 && node.quasis[0]?.value.cooked === EMPTY) context.report({ node, messageId: 'literal' });
      },
    };
  },
};
