import { api, createSshKeySchema, type SshKey } from '@portal/contracts';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import type { Validator } from '../../engine/types';
import { uniqueName } from '../../engine/fields';
import { messages } from '../../messages';
import { parseSshPublicKey, type ParsedSshKey } from './ssh-key-format';

const M = messages.infra;

/** Well-formed, and not already registered in this project (same key under another name). */
const publicKey: Validator = (value, { env, projectId }) => {
  const parsed = parseSshPublicKey(String(value));
  if ('error' in parsed) return parsed.error;
  const clash = env.db.prepare('SELECT 1 FROM ssh_keys WHERE project_id = ? AND fingerprint = ?').get(projectId, parsed.fingerprint);
  return clash ? M.sshKeyDuplicate : null;
};

export const sshKey = defineResource<SshKey>({
  kind: 'ssh-key',
  table: 'ssh_keys',
  provisioned: false,
  schema: createSshKeySchema,
  fields: { name: uniqueName, publicKey: { validate: [publicKey] } },
  derive: (input) => {
    const parsed = parseSshPublicKey(String(input.public_key)) as ParsedSshKey;
    return { columns: { public_key: parsed.normalized, key_type: parsed.keyType, fingerprint: parsed.fingerprint, comment: parsed.comment } };
  },
  // The provider lists a key by name and fingerprint; the key itself is write-only.
  toContract: (row) => ({
    id: row.id,
    name: row.name as string,
    fingerPrint: row.fingerprint as string,
    createDate: iso(row.created_at)!,
  }),
  endpoints: { list: api.sshKey.list, create: api.sshKey.create, delete: api.sshKey.delete },
});
