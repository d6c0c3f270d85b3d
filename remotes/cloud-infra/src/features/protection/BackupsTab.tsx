import { ProtectionPanel } from './ProtectionPanel';

/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface BackupsTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

export default function BackupsTab({ projectId, owner }: BackupsTabProps) {
  return <ProtectionPanel projectId={projectId} owner={owner} what="backup" />;
}
