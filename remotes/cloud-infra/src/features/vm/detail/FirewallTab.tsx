import { useMemo } from 'react';
import {
  VM_FIREWALL_DIRECTION_IDS,
  VM_FIREWALL_PORTED_IDS,
  VM_FIREWALL_PROTOCOL_IDS,
  type CreateFirewallRuleRequest,
  type CreateVmFirewallRuleRequest,
  type FirewallProtocol,
  type VmFirewallRule,
} from '@portal/contracts';
import { isApiError } from '@portal/api';
import { FirewallRules, type FirewallRuleRow } from '@portal/ui';
import { useCreateFirewallRule, useDeleteFirewallRule, useFirewallRules, type VmView } from '../api';

// A server's rule on the provider's wire (ids, minPort..maxPort, remoteIp with its family) shown
// and added through the shared firewall component, which speaks direction/protocol/portRange/cidr.

const PROTOCOLS = Object.keys(VM_FIREWALL_PROTOCOL_IDS) as FirewallProtocol[];

/** A `firewall/list` row as the shared table shows it (its display strings read back to keys). */
export function ruleRow(rule: VmFirewallRule): FirewallRuleRow {
  const protocol = PROTOCOLS.find((p) => p === rule.firewallProtocolType?.toLowerCase()) ?? 'any';
  const ported = rule.minPort != null && (protocol === 'tcp' || protocol === 'udp');
  return {
    id: rule.id,
    direction: rule.isIngress?.toLowerCase() === 'true' ? 'inbound' : 'outbound',
    protocol,
    portRange: ported ? (rule.minPort === rule.maxPort || rule.maxPort == null ? rule.minPort : `${rule.minPort}-${rule.maxPort}`) : null,
    cidr: rule.remoteIp ?? '',
    description: null,
    createdAt: rule.createDate,
  };
}

/** The shared form's values as the provider's create body. */
export function ruleBody(body: CreateFirewallRuleRequest): CreateVmFirewallRuleRequest {
  const firewallProtocolId = VM_FIREWALL_PROTOCOL_IDS[body.protocol];
  const [min, max = min] = (body.portRange ?? '').split('-').map((p) => Number(p.trim()));
  const ported = VM_FIREWALL_PORTED_IDS.includes(firewallProtocolId) && body.portRange != null;
  return {
    firewallProtocolId,
    directionId: VM_FIREWALL_DIRECTION_IDS[body.direction],
    remoteIp: body.cidr,
    ...(ported ? { minPort: min, maxPort: max } : {}),
    isIpV4: !body.cidr.includes(':'),
  };
}

/** The provider's field names of a refusal, on the shared form's fields. */
const FIELD_OF: Record<string, string> = {
  MinPort: 'PortRange',
  MaxPort: 'PortRange',
  RemoteIp: 'Cidr',
  IsIpV4: 'Cidr',
  FirewallProtocolId: 'Protocol',
  DirectionId: 'Direction',
};
function onFormFields(error: unknown): never {
  if (isApiError(error)) {
    const errors = error.fieldErrors as Record<string, string[]>;
    for (const [from, to] of Object.entries(FIELD_OF)) {
      if (!errors[from]) continue;
      errors[to] = [...(errors[to] ?? []), ...errors[from]];
      delete errors[from];
    }
  }
  throw error;
}

/** A server's firewall: the shared firewall rules component on the server's calls. */
export default function FirewallTab({ vm }: { vm: VmView }) {
  const list = useFirewallRules(vm.projectId, vm.id);
  const create = useCreateFirewallRule();
  const remove = useDeleteFirewallRule();
  const params = { projectId: vm.projectId, vmHostId: vm.id };
  const rows = useMemo(() => list.data?.map(ruleRow), [list.data]);
  return (
    <FirewallRules
      tableId="vm.server.firewall"
      rules={{ data: rows, isLoading: list.isLoading, isError: list.isError, refetch: list.refetch }}
      create={(body) => create.mutateAsync({ params, body: ruleBody(body) }).catch(onFormFields)}
      creating={create.isPending}
      remove={(rule) => remove.mutateAsync({ params: { ...params, id: rule.id } })}
      withDescription={false}
    />
  );
}
