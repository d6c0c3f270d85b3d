import { FirewallRules } from '@portal/ui';
import { useCreateFirewallRule, useDeleteFirewallRule, useFirewallRules } from '../api';
import type { TabProps } from './types';

/** The namespace service's firewall: the shared firewall rules component on the namespace's calls. */
export function FirewallTab({ host, projectId }: TabProps) {
  const ids = { projectId, kuberHostId: host.id };
  const rules = useFirewallRules(ids);
  const create = useCreateFirewallRule();
  const remove = useDeleteFirewallRule();
  return (
    <FirewallRules
      rules={rules}
      create={(body) => create.mutateAsync({ params: ids, body })}
      creating={create.isPending}
      remove={(rule) => remove.mutateAsync({ params: { ...ids, id: rule.id } })}
    />
  );
}
