// @ts-check
// An endpoint is declared with wire() of @portal/contracts, typed from the provider's API document;
// endpoint() by hand states types the document may contradict.

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'declare an endpoint with wire() of @portal/contracts, never endpoint() by hand' },
    messages: { byHand: 'Declare the endpoint with wire() of @portal/contracts, typed from the API document, not endpoint() by hand.' },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'endpoint') context.report({ node, messageId: 'byHand' });
      },
    };
  },
};
