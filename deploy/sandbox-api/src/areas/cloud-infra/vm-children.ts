import { api, createVmFirewallRuleSchema, createVmIpSchema, type VmFirewallRule, type VmFirewallRuleDetail, type VmIp } from '@portal/contracts';
import { defineResource } from '../../engine/define';
import { getRow, updateRow } from '../../engine/rows';
import { refused } from '../../http/errors';
import { messages } from '../../messages';
import { vmHost, vmItems } from './vm';
import { nextPublicAddress } from './vm-addresses';
import { vmFirewallRuleCheck, vmFirewallRuleDetail, vmFirewallRuleRow } from './firewall-rule';
import { selectValue } from '../../db/query';

const M = messages.vm;
export const MAX_IPS_PER_HOST = 8;
export const MAX_RULES_PER_HOST = 50;

/**
 * A server's public addresses as its `ip/list` shows them: the first of each version is the
 * primary one; the sandbox has no floating addresses. Each extra IPv4 adds its unit price to the
 * server's hourly price.
 */
export const vmIp = defineResource<VmIp>({
  kind: 'vm-ip',
  table: 'vm_ips',
  provisioned: false,
  parent: { def: vmHost, param: 'vmHostId', column: 'vm_host_id', max: { count: MAX_IPS_PER_HOST, message: M.ipLimit } },
  schema: createVmIpSchema,
  // The body says `useIpV4`; the table keeps the version.
  check: (columns) => {
    columns.version = columns.use_ip_v4 === 0 ? 6 : 4;
    delete columns.use_ip_v4;
  },
  derive: (input, ctx) => {
    if (input.version === 4) {
      const server = ctx.parent!;
      updateRow(ctx.env.db, vmHost, server.id, {
        ipv4_count: (server.ipv4_count as number) + 1,
        hourly_price: (server.hourly_price as number) + vmItems(ctx).ipv4.hourly_price,
      });
    }
    return { columns: { address: nextPublicAddress(ctx.env, input.version as 4 | 6), is_public: 1 } };
  },
  onDelete: (row, env) => {
    if (row.version !== 4) return;
    const server = getRow(env.db, vmHost, row.vm_host_id as number)!;
    const v4 = selectValue<number>(env.db, 'SELECT COUNT(*) FROM vm_ips WHERE vm_host_id = ? AND version = 4', server.id)!;
    if (v4 <= 1) throw refused(M.lastIpv4);
    const price = vmItems({ env }).ipv4.hourly_price;
    updateRow(env.db, vmHost, server.id, {
      ipv4_count: Math.max(0, (server.ipv4_count as number) - 1),
      hourly_price: Math.max(0, (server.hourly_price as number) - price),
    });
  },
  toContract: (row, env) => {
    const first = selectValue<number>(env.db, 'SELECT MIN(id) FROM vm_ips WHERE vm_host_id = ? AND version = ?', row.vm_host_id, row.version)!;
    return { id: row.id, ipAddress: row.address as string, isV4: row.version === 4, isPrimary: first === row.id, isFloating: false };
  },
  endpoints: { list: api.vm.ipList, create: api.vm.ipCreate, delete: api.vm.ipDelete },
});

export const vmFirewallRule = defineResource<VmFirewallRuleDetail>({
  kind: 'vm-firewall-rule',
  table: 'vm_firewall_rules',
  provisioned: false,
  parent: { def: vmHost, param: 'vmHostId', column: 'vm_host_id', max: { count: MAX_RULES_PER_HOST, message: M.ruleLimit } },
  schema: createVmFirewallRuleSchema,
  fields: { remoteIp: { column: 'cidr' } },
  check: vmFirewallRuleCheck,
  toContract: (row) => vmFirewallRuleDetail(row),
  toListRow: (row): VmFirewallRule => vmFirewallRuleRow(row),
  endpoints: { list: api.vm.firewallList, get: api.vm.firewallGet, create: api.vm.firewallCreate, delete: api.vm.firewallDelete },
});
