import type { VmHost } from '@portal/contracts';
import { FirewallRules } from '@portal/ui';
import { useCreateFirewallRule, useDeleteFirewallRule, useFirewallRules } from '../api';

/** A server's firewall: the shared firewall rules component on the server's calls. */
export default function FirewallTab({ vm }: { vm: VmHost }) {
  const rules = useFirewallRules(vm.projectId, vm.id);
  const create = useCreateFirewallRule();
  const remove = useDeleteFirewallRule();
  const params = { projectId: vm.projectId, vmHostId: vm.id };
  return (
    <FirewallRules
      rules={rules}
      create={(body) => create.mutateAsync({ params, body })}
      creating={create.isPending}
      remove={(rule) => remove.mutateAsync({ params: { ...params, id: rule.id } })}
    />
  );
}
