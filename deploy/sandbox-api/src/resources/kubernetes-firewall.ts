import { api, createFirewallRuleSchema, type KuberFirewallRule } from '@portal/contracts';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import type { EngineEnv, ResourceRow, SqlValue } from '../engine/types';
import type { FieldErrors } from '../http/errors';
import { messages } from '../messages';
import { kuberHost } from './kubernetes-cloud';

// The firewall of a namespace service (spec section 7: kubernetes cloud host firewall list, create,
// delete): the same rule contract as a server's firewall and the same checks, in the same words.

const V = messages.vm;
export const MAX_RULES_PER_NAMESPACE = 50;
const PORTED = ['tcp', 'udp'];

/**
 * The checks of a firewall rule beyond its fields: a port exactly for TCP and UDP, and no second
 * rule with the same direction, protocol, ports and CIDR on the same resource.
 */
export function firewallRuleCheck(table: string, parentColumn: string) {
  return (columns: Record<string, SqlValue>, { env, parent }: { env: EngineEnv; parent?: ResourceRow }, errors: FieldErrors) => {
    if (errors.Protocol || errors.PortRange || columns.protocol == null) return;
    const ported = PORTED.includes(columns.protocol as string);
    if (ported && columns.port_range == null) (errors.PortRange ??= []).push(V.portRequired);
    if (!ported && columns.port_range != null) (errors.PortRange ??= []).push(V.portNotAllowed);
    if (Object.keys(errors).length || !parent) return;
    const clash = env.db
      .prepare(`SELECT 1 FROM ${table} WHERE ${parentColumn} = ? AND direction = ? AND protocol = ? AND port_range IS ? AND cidr = ? COLLATE NOCASE`)
      .get(parent.id, columns.direction, columns.protocol, columns.port_range, columns.cidr);
    if (clash) (errors.Cidr ??= []).push(V.ruleDuplicate);
  };
}

export const kuberFirewallRule = defineResource<KuberFirewallRule>({
  kind: 'kuber-firewall-rule',
  table: 'kuber_firewall_rules',
  provisioned: false,
  parent: { def: kuberHost, param: 'kuberHostId', column: 'kuber_host_id', requireActive: true, max: { count: MAX_RULES_PER_NAMESPACE, message: messages.kubernetes.firewallRuleLimit } },
  schema: createFirewallRuleSchema,
  check: firewallRuleCheck('kuber_firewall_rules', 'kuber_host_id'),
  toContract: (row) => ({
    id: row.id,
    kuberHostId: row.kuber_host_id as number,
    direction: row.direction as KuberFirewallRule['direction'],
    protocol: row.protocol as KuberFirewallRule['protocol'],
    portRange: (row.port_range as string | null) ?? null,
    cidr: row.cidr as string,
    description: (row.description as string | null) ?? null,
    createdAt: iso(row.created_at)!,
  }),
  endpoints: { list: api.kubernetes.firewallList, create: api.kubernetes.firewallCreate, delete: api.kubernetes.firewallDelete },
});
