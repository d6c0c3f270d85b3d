import { wire, type Wire } from './wire';
import { defineSchema } from './rules';

export type SshKeyType = 'ssh-rsa' | 'ssh-ed25519' | 'ecdsa-sha2-nistp256' | 'ecdsa-sha2-nistp384' | 'ecdsa-sha2-nistp521';

/** `fingerPrint`: OpenSSH style, `SHA256:` + unpadded base64 of the SHA-256 of the key blob. */
export type SshKey = Wire<'VmKeyListResponse'>;
/** `publicKey`: one line in OpenSSH format, `<type> <base64 blob> [comment]`. */
export type CreateSshKeyRequest = Wire<'CreateVmKeyModel'>;

/** The key's format (type, base64 blob, RSA strength) and uniqueness are checked by the API. */
export const createSshKeySchema = defineSchema<CreateSshKeyRequest>()({
  name: { error: 'Name', label: 'keyName', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 50 }] },
  publicKey: { error: 'PublicKey', label: 'publicKey', type: 'string', required: true, rules: [{ kind: 'length', min: 60, max: 16000 }] },
});

export const sshKey = {
  list: wire('GET', 'vm/:projectId/key/list'),
  create: wire('POST', 'vm/:projectId/key/create'),
  delete: wire('DELETE', 'vm/:projectId/key/delete/:id'),
};
