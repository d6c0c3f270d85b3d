import type { VolumeRow } from '@portal/contracts';
import { SimpleResourceList, useNumericParams } from '@portal/ui';
import { useVolumes } from './api';
import { volumeColumns } from './columns';
import { volumeMessages } from './messages';

export default function VolumeListPage() {
  const { projectId } = useNumericParams('projectId');
  const volumes = useVolumes(projectId);
  return (
    <SimpleResourceList<VolumeRow>
      tableId="vm.disks"
      query={volumes}
      columns={volumeColumns()}
      searchKeys={['name']}
      labels={volumeMessages.list}
      createPath="create"
      rowPath={(v) => `${v.id}/specification`}
    />
  );
}
