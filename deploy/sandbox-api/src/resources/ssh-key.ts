import { api, type SshKey } from '@portal/contracts';
import { iso } from '../clock';
import { defineResource, type Validator } from '../engine/types';
import { length, unique } from '../engine/validators';
import { messages } from '../messages';
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
  fields: {
    name: { column: 'name', error: 'Name', label: M.labels.keyName, type: 'string', required: true, validate: [length(2, 50), unique] },
    publicKey: { column: 'public_key', error: 'PublicKey', label: M.labels.publicKey, type: 'string', required: true, validate: [length(60, 16000), publicKey] },
  },
  derive: (input) => {
    const parsed = parseSshPublicKey(String(input.public_key)) as ParsedSshKey;
    return { columns: { public_key: parsed.normalized, key_type: parsed.keyType, fingerprint: parsed.fingerprint, comment: parsed.comment } };
  },
  toContract: (row) => ({
    id: row.id,
    projectId: row.project_id,
    name: row.name as string,
    keyType: row.key_type as SshKey['keyType'],
    fingerprint: row.fingerprint as string,
    comment: (row.comment as string | null) ?? null,
    publicKey: row.public_key as string,
    createdAt: iso(row.created_at)!,
  }),
  endpoints: { list: api.sshKey.list, create: api.sshKey.create, delete: api.sshKey.delete },
});
