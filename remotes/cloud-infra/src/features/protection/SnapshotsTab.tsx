import { ProtectionPanel } from './ProtectionPanel';

/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface SnapshotsTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

export default function SnapshotsTab({ projectId, owner }: SnapshotsTabProps) {
  return <ProtectionPanel projectId={projectId} owner={owner} what="snapshot" />;
}
