import { generateKeyPairSync } from 'node:crypto';

/** An OpenSSH ed25519 public key line, new each call (the sandbox refuses a key twice). */
export function newPublicKey(comment) {
  const der = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' });
  const field = (buf) => Buffer.concat([Buffer.from([0, 0, 0, buf.length]), buf]);
  return `ssh-ed25519 ${Buffer.concat([field(Buffer.from('ssh-ed25519')), field(der.subarray(der.length - 32))]).toString('base64')} ${comment}`;
}
