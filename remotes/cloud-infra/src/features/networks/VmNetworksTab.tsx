/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface VmNetworksTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

export default function VmNetworksTab(_props: VmNetworksTabProps) {
  return null;
}
