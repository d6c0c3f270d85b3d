import { createHash } from 'node:crypto';
import type { SshKeyType } from '@portal/contracts';
import { messages } from '../../messages';

const M = messages.infra;
const TYPES: readonly SshKeyType[] = ['ssh-rsa', 'ssh-ed25519', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521'];
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export interface ParsedSshKey {
  keyType: SshKeyType;
  /** `SHA256:` + unpadded base64 of the blob's SHA-256, as `ssh-keygen -l` prints it. */
  fingerprint: string;
  comment: string | null;
  /** `<type> <blob> [comment]` with single spaces. */
  normalized: string;
}

/** Reads the length-prefixed fields of an SSH wire-format blob (RFC 4251 §5). */
function readFields(blob: Buffer): Buffer[] | null {
  const fields: Buffer[] = [];
  let at = 0;
  while (at < blob.length) {
    if (at + 4 > blob.length) return null;
    const n = blob.readUInt32BE(at);
    at += 4;
    if (at + n > blob.length) return null;
    fields.push(blob.subarray(at, at + n));
    at += n;
  }
  return fields;
}

/** Bits of an mpint (a leading zero byte only keeps it positive). */
const mpintBits = (m: Buffer) => {
  let i = 0;
  while (i < m.length && m[i] === 0) i++;
  return i === m.length ? 0 : (m.length - i - 1) * 8 + (32 - Math.clz32(m[i]));
};

/** Checks that the fields after the type are what that key type carries. */
function bodyError(type: SshKeyType, fields: Buffer[]): string | null {
  if (type === 'ssh-ed25519') return fields.length === 2 && fields[1].length === 32 ? null : M.sshKeyBase64;
  if (type === 'ssh-rsa') {
    if (fields.length !== 3) return M.sshKeyBase64;
    return mpintBits(fields[2]) < 2048 ? M.sshKeyRsaWeak : null;
  }
  const curve = type.slice('ecdsa-sha2-'.length);
  if (fields.length !== 3) return M.sshKeyBase64;
  return fields[1].toString('latin1') === curve && fields[2][0] === 4 ? null : M.sshKeyTypeMismatch;
}

/** An OpenSSH public key line, or the Persian reason it is not one. */
export function parseSshPublicKey(text: string): ParsedSshKey | { error: string } {
  const line = text.trim();
  if (/PRIVATE KEY/.test(line)) return { error: M.sshKeyPrivate };
  if (/[\r\n]/.test(line)) return { error: M.sshKeyFormat };
  const [type, data, ...rest] = line.split(/[ \t]+/);
  if (!TYPES.includes(type as SshKeyType) || !data) return { error: M.sshKeyFormat };
  if (!BASE64.test(data)) return { error: M.sshKeyBase64 };
  const blob = Buffer.from(data, 'base64');
  const fields = readFields(blob);
  if (!fields || fields.length < 2) return { error: M.sshKeyBase64 };
  if (fields[0].toString('latin1') !== type) return { error: M.sshKeyTypeMismatch };
  const error = bodyError(type as SshKeyType, fields);
  if (error) return { error };
  const comment = rest.join(' ') || null;
  const fingerprint = 'SHA256:' + createHash('sha256').update(blob).digest('base64').replace(/=+$/, '');
  return { keyType: type as SshKeyType, fingerprint, comment, normalized: [type, data, comment].filter(Boolean).join(' ') };
}
