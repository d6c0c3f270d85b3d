import type { Volume } from '@portal/contracts';
import { SimpleResourceList, useNumericParams } from '@portal/ui';
import { useVolumes } from './api';
import { volumeColumns } from './columns';
import { volumeMessages } from './messages';

export default function VolumeListPage() {
  const { projectId } = useNumericParams('projectId');
  const volumes = useVolumes(projectId);
  return (
    <SimpleResourceList<Volume>
      query={volumes}
      columns={volumeColumns(projectId)}
      searchKeys={['name', 'vmHostName']}
      labels={volumeMessages.list}
      createPath="create"
      rowPath={(v) => `${v.id}/specification`}
    />
  );
}
