// @ts-check
// A form field's rules are formRules of @portal/ui, built from the field's request schema: the form
// refuses exactly what the API would refuse with a 422, in the same Persian words. An inline antd
// rule object (`rules={[{ required: true }]}`) drifts from both.

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'validate a form field with formRules of @portal/ui, never an inline antd rule object' },
    messages: { inline: 'Use formRules(<schema>.<field>) of @portal/ui, not an inline rule object.' },
    schema: [],
  },
  create(context) {
    return {
      /** @param {any} node */
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'rules' || node.value?.type !== 'JSXExpressionContainer') return;
        const list = node.value.expression;
        if (list.type === 'ArrayExpression' && list.elements[0]?.type === 'ObjectExpression') context.report({ node, messageId: 'inline' });
      },
    };
  },
};
