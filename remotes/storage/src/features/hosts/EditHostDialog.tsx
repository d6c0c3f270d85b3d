import type { StorageHost } from '@portal/contracts';
import { EditNameDialog } from '@portal/ui';
import { storageMessages } from '../../messages';
import { useEditStorageHost } from './api';

const t = storageMessages.detail;
const labels = { title: t.editTitle, name: storageMessages.list.name, save: t.save, cancel: t.cancel, saved: t.saved };

export function EditHostDialog({ host, open, onClose }: { host: StorageHost; open: boolean; onClose: () => void }) {
  const edit = useEditStorageHost();
  const send = (body: { name: string }) => edit.mutateAsync({ params: { projectId: host.projectId, id: host.id }, body });
  return <EditNameDialog name={host.name} open={open} onClose={onClose} send={send} labels={labels} />;
}
