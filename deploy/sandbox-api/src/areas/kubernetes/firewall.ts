import { api, createKuberFirewallSchema, KUBER_FIREWALL_PROTOCOL, type KuberFirewallRule } from '@portal/contracts';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { addError } from '../../http/errors';
import { messages } from '../../messages';
import { kuberHost } from './cloud';
import { registerCloudChildRoutes } from './cloud-routes';
import { selectValue } from '../../db/query';

// The firewall of a namespace service on the provider's wire: a rule lets a source address (or
// range) reach one port of one of its deployments, over TCP or UDP.

export const MAX_RULES_PER_NAMESPACE = 50;
const M = messages.kubernetes;

export const kuberFirewallRule = defineResource<KuberFirewallRule>({
  kind: 'kuber-firewall-rule',
  table: 'kuber_firewall_rules',
  provisioned: false,
  parent: {
    def: kuberHost,
    param: 'kuberHostId',
    column: 'kuber_host_id',
    requireActive: true,
    max: { count: MAX_RULES_PER_NAMESPACE, message: M.firewallRuleLimit },
  },
  schema: createKuberFirewallSchema,
  check: (columns, ctx, errors) => {
    const db = ctx.env.db;
    const hostId = ctx.parent!.id;
    if (columns.deploy_port_id == null) return;
    const known = db
      .prepare('SELECT 1 FROM kuber_deploy_ports p JOIN kuber_deployments d ON d.id = p.deploy_id WHERE p.id = ? AND d.kuber_host_id = ?')
      .get(columns.deploy_port_id, hostId);
    if (!known) return addError(errors, 'DeployPortId', M.unknownDeployPort);
    const same = db
      .prepare('SELECT 1 FROM kuber_firewall_rules WHERE kuber_host_id = ? AND deploy_port_id = ? AND source_ip = ? AND firewall_protocol_id = ?')
      .get(hostId, columns.deploy_port_id, columns.source_ip, columns.firewall_protocol_id);
    if (same) addError(errors, 'SourceIp', M.firewallPortTaken);
  },
  toContract: (row, env) => ({
    id: row.id,
    sourceIp: row.source_ip as string,
    protocol: row.firewall_protocol_id === KUBER_FIREWALL_PROTOCOL.udp ? 'UDP' : 'TCP',
    targetPort: selectValue<number>(env.db, 'SELECT target_port FROM kuber_deploy_ports WHERE id = ?', row.deploy_port_id)!,
    createDate: iso(row.created_at)!,
  }),
  // The namespace's other calls (creates carrying entries, edits, env, ports, rules, the image
  // catalogue) are served with its last resource, so they can name all of them.
  routes: registerCloudChildRoutes,
  endpoints: { list: api.kubernetesCloud.firewallList, create: api.kubernetesCloud.firewallCreate, delete: api.kubernetesCloud.firewallDelete },
});
