import { api, createFirewallRuleSchema, type KuberFirewallRule } from '@portal/contracts';
import { defineResource } from '../engine/define';
import { messages } from '../messages';
import { kuberHost } from './kubernetes-cloud';
import { firewallRuleCheck, firewallRuleFields } from './firewall-rule';

// The firewall of a namespace service (spec section 7: kubernetes cloud host firewall list, create,
// delete): the same rule contract as a server's firewall and the same checks, in the same words.

export const MAX_RULES_PER_NAMESPACE = 50;

export const kuberFirewallRule = defineResource<KuberFirewallRule>({
  kind: 'kuber-firewall-rule',
  table: 'kuber_firewall_rules',
  provisioned: false,
  parent: { def: kuberHost, param: 'kuberHostId', column: 'kuber_host_id', requireActive: true, max: { count: MAX_RULES_PER_NAMESPACE, message: messages.kubernetes.firewallRuleLimit } },
  schema: createFirewallRuleSchema,
  check: firewallRuleCheck('kuber_firewall_rules', 'kuber_host_id'),
  toContract: (row) => ({ ...firewallRuleFields(row), kuberHostId: row.kuber_host_id as number }),
  endpoints: { list: api.kubernetes.firewallList, create: api.kubernetes.firewallCreate, delete: api.kubernetes.firewallDelete },
});
