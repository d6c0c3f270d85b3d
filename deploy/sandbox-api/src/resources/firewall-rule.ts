import type { FirewallDirection, FirewallProtocol } from '@portal/contracts';
import { iso } from '../clock';
import type { EngineEnv, ResourceRow, SqlValue } from '../engine/types';
import type { FieldErrors } from '../http/errors';
import { messages } from '../messages';

// One firewall rule, wherever it guards something (a server, a namespace service): the same
// contract, the same checks and the same words, so a rule refused on one is refused on the other.

const V = messages.vm;
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

/** The rule's own fields as the contract names them (the caller adds its parent's id). */
export function firewallRuleFields(row: ResourceRow) {
  return {
    id: row.id,
    direction: row.direction as FirewallDirection,
    protocol: row.protocol as FirewallProtocol,
    portRange: (row.port_range as string | null) ?? null,
    cidr: row.cidr as string,
    description: (row.description as string | null) ?? null,
    createdAt: iso(row.created_at)!,
  };
}
