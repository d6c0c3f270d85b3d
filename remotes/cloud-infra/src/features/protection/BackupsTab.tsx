/** The owner whose items this tab manages: a virtual server or a cloud disk. */
export interface BackupsTabProps {
  projectId: number;
  owner: { kind: 'vm' | 'volume'; id: number };
}

export default function BackupsTab(_props: BackupsTabProps) {
  return null;
}
