import type { StorageHostRow } from '@portal/contracts';
import { SimpleResourceList, useNumericParams } from '@portal/ui';
import { storageHostMessages } from './messages';
import { useStorageHosts } from './api';
import { hostColumns } from './columns';

const t = storageHostMessages.list;
const labels = { ...t, search: t.searchPlaceholder };

export default function HostListPage() {
  const { projectId } = useNumericParams('projectId');
  const hosts = useStorageHosts(projectId);
  return (
    <SimpleResourceList<StorageHostRow>
      tableId="storage.hosts"
      query={hosts}
      columns={hostColumns}
      searchKeys={['name', 'public', 'datacenter']}
      labels={labels}
    />
  );
}
