import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import { defineSchema } from './rules';

export type SshKeyType = 'ssh-rsa' | 'ssh-ed25519' | 'ecdsa-sha2-nistp256' | 'ecdsa-sha2-nistp384' | 'ecdsa-sha2-nistp521';

export interface SshKey {
  id: number;
  projectId: number;
  name: string;
  keyType: SshKeyType;
  /** OpenSSH style: `SHA256:` + unpadded base64 of the SHA-256 of the key blob. */
  fingerprint: string;
  /** The comment after the blob, when the pasted key had one. */
  comment: string | null;
  publicKey: string;
  createdAt: IsoDate;
}
export interface CreateSshKeyRequest {
  name: string;
  /** One line in OpenSSH format: `<type> <base64 blob> [comment]`. */
  publicKey: string;
}

/** The key's format (type, base64 blob, RSA strength) and uniqueness are checked by the API. */
export const createSshKeySchema = defineSchema<CreateSshKeyRequest>()({
  name: { error: 'Name', label: 'keyName', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 50 }] },
  publicKey: { error: 'PublicKey', label: 'publicKey', type: 'string', required: true, rules: [{ kind: 'length', min: 60, max: 16000 }] },
});

export const sshKey = {
  list: endpoint<undefined, SshKey[]>()('GET', 'vm/:projectId/key/list'),
  create: endpoint<CreateSshKeyRequest, SshKey>()('POST', 'vm/:projectId/key/create'),
  delete: endpoint()('DELETE', 'vm/:projectId/key/delete/:id'),
};
