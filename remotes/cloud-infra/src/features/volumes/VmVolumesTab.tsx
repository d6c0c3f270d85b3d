/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface VmVolumesTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

export default function VmVolumesTab(_props: VmVolumesTabProps) {
  return null;
}
