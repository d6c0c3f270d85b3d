import { generateKeyPairSync } from 'node:crypto';

// Real key pairs, written out in OpenSSH wire format (RFC 4253 §6.6, RFC 5656 §3.1).
const str = (b: Buffer | string) => {
  const data = typeof b === 'string' ? Buffer.from(b) : b;
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, data]);
};
const mpint = (b: Buffer) => str(b[0] & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
const b64u = (s: string) => Buffer.from(s, 'base64url');

export function ed25519Key(comment = 'me@laptop') {
  const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  return `ssh-ed25519 ${Buffer.concat([str('ssh-ed25519'), str(b64u(jwk.x!))]).toString('base64')} ${comment}`;
}
export function rsaKey(bits = 2048) {
  const jwk = generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ format: 'jwk' });
  return `ssh-rsa ${Buffer.concat([str('ssh-rsa'), mpint(b64u(jwk.e!)), mpint(b64u(jwk.n!))]).toString('base64')}`;
}
export function ecdsaKey(curve: 'P-256' | 'P-384', name: 'nistp256' | 'nistp384') {
  const jwk = generateKeyPairSync('ec', { namedCurve: curve }).publicKey.export({ format: 'jwk' });
  const q = Buffer.concat([Buffer.from([4]), b64u(jwk.x!), b64u(jwk.y!)]);
  return `ecdsa-sha2-${name} ${Buffer.concat([str(`ecdsa-sha2-${name}`), str(name), str(q)]).toString('base64')} work`;
}
