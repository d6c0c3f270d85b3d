import {
  VM_FIREWALL_DIRECTION_IDS,
  VM_FIREWALL_PORTED_IDS,
  VM_FIREWALL_PROTOCOL_IDS,
  type FirewallDirection,
  type FirewallProtocol,
  type VmFirewallRule,
  type VmFirewallRuleDetail,
} from '@portal/contracts';
import { iso } from '../../clock';
import type { EngineEnv, ResourceRow, SqlValue } from '../../engine/types';
import type { FieldErrors } from '../../http/errors';
import { messages } from '../../messages';

const V = messages.vm;

// A server's rule on the provider's wire: protocol and direction by id, ports as minPort..maxPort,
// the remote address with its family (isIpV4). The table keeps the same columns as a namespace's.

const PROTOCOL_OF_ID = Object.fromEntries(Object.entries(VM_FIREWALL_PROTOCOL_IDS).map(([k, id]) => [id, k])) as Record<number, FirewallProtocol>;
const DIRECTION_OF_ID = Object.fromEntries(Object.entries(VM_FIREWALL_DIRECTION_IDS).map(([k, id]) => [id, k])) as Record<number, FirewallDirection>;

/** Body columns → table columns, with the checks across fields (ports, family, duplicates). */
export function vmFirewallRuleCheck(columns: Record<string, SqlValue>, { env, parent }: { env: EngineEnv; parent?: ResourceRow }, errors: FieldErrors) {
  const protocolId = columns.firewall_protocol_id as number | null | undefined;
  const min = columns.min_port as number | null | undefined;
  const max = columns.max_port as number | null | undefined;
  const v4 = columns.is_ip_v4 !== 0;
  const directionId = (columns.direction_id as number | null | undefined) ?? VM_FIREWALL_DIRECTION_IDS.inbound;
  delete columns.firewall_protocol_id;
  delete columns.direction_id;
  delete columns.min_port;
  delete columns.max_port;
  delete columns.is_ip_v4;
  if (errors.FirewallProtocolId || errors.DirectionId || errors.MinPort || errors.MaxPort || errors.RemoteIp || errors.IsIpV4) return;
  const ported = VM_FIREWALL_PORTED_IDS.includes(protocolId as number);
  if (ported && min == null) (errors.MinPort ??= []).push(V.portRequired);
  if (!ported && (min != null || max != null)) (errors.MinPort ??= []).push(V.portNotAllowed);
  if (ported && min != null && max != null && max < min) (errors.MaxPort ??= []).push(V.portOrder);
  const cidr = String(columns.cidr);
  if (cidr.includes(':') === v4) (errors.RemoteIp ??= []).push(V.remoteIpFamily);
  if (Object.keys(errors).length) return;
  columns.protocol = PROTOCOL_OF_ID[protocolId as number];
  columns.direction = DIRECTION_OF_ID[directionId];
  columns.port_range = !ported ? null : max == null || max === min ? String(min) : `${min}-${max}`;
  columns.description = null;
  if (!parent) return;
  const clash = env.db
    .prepare('SELECT 1 FROM vm_firewall_rules WHERE vm_host_id = ? AND direction = ? AND protocol = ? AND port_range IS ? AND cidr = ? COLLATE NOCASE')
    .get(parent.id, columns.direction, columns.protocol, columns.port_range, columns.cidr);
  if (clash) (errors.RemoteIp ??= []).push(V.ruleDuplicate);
}

const ports = (row: ResourceRow) => {
  const range = row.port_range as string | null;
  if (range == null) return null;
  const [min, max = min] = range.split('-').map(Number);
  return { min, max };
};
const isV4 = (row: ResourceRow) => !String(row.cidr).includes(':');

/** `firewall/get/{id}`: ids and numbers (a rule without ports covers 1..65535). */
export function vmFirewallRuleDetail(row: ResourceRow): VmFirewallRuleDetail {
  const p = ports(row);
  return {
    id: row.id,
    firewallProtocolId: VM_FIREWALL_PROTOCOL_IDS[row.protocol as FirewallProtocol],
    isIngress: row.direction === 'inbound',
    remoteIp: row.cidr as string,
    minPort: p?.min ?? 1,
    maxPort: p?.max ?? 65535,
    isIpV4: isV4(row),
  };
}

/** A `firewall/list` row: display strings as the provider sends them (`TCP`, `True`, ports as text, null for all ports). */
export function vmFirewallRuleRow(row: ResourceRow): VmFirewallRule {
  const p = ports(row);
  return {
    id: row.id,
    firewallProtocolType: String(row.protocol).toUpperCase(),
    isIngress: row.direction === 'inbound' ? 'True' : 'False',
    remoteIp: row.cidr as string,
    minPort: p ? String(p.min) : null,
    maxPort: p ? String(p.max) : null,
    isIpV4: isV4(row),
    createDate: iso(row.created_at)!,
  };
}
