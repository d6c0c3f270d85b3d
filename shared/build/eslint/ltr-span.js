// @ts-check
// A left-to-right value (an address, a port range, a version) is isolated by Ltr of @portal/ui: a
// <bdi>, so neighbouring digits and punctuation cannot reorder it as they do around a bare span.
const SPAN_IN_TEXT = /<span\b[^>]*\sdir=["']ltr["']/;

/** @param {any} value the attribute's value node */
const isLtr = (value) =>
  (value?.type === 'Literal' && value.value === 'ltr') ||
  (value?.type === 'JSXExpressionContainer' && value.expression.type === 'Literal' && value.expression.value === 'ltr');

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'isolate a left-to-right value with Ltr of @portal/ui, never a <span dir="ltr">' },
    messages: { span: 'Use Ltr of @portal/ui, not a <span dir="ltr">.' },
    schema: [],
  },
  create(context) {
    return {
      /** @param {any} node */
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'span') return;
        const dir = node.attributes.find((/** @type {any} */ a) => a.type === 'JSXAttribute' && a.name.name === 'dir');
        if (dir && isLtr(dir.value)) context.report({ node, messageId: 'span' });
      },
      // Markup written as text (the gateway's server-side pages) follows the same rule.
      Literal(node) {
        if (typeof node.value === 'string' && SPAN_IN_TEXT.test(node.value)) context.report({ node, messageId: 'span' });
      },
      TemplateElement(node) {
        if (SPAN_IN_TEXT.test(node.value.cooked ?? node.value.raw)) context.report({ node, messageId: 'span' });
      },
    };
  },
};
