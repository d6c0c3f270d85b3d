import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^14, r=8, p=1 is the interactive-login cost recommended for scrypt; kept in the hash so it can be raised later.
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LEN = 64;

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

const encode = (salt: Buffer, key: Buffer, p = PARAMS) => `scrypt$${p.N}$${p.r}$${p.p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** Synchronous form for seeding; request handlers use `hashPassword`. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LEN, PARAMS));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, KEY_LEN, PARAMS));
}

// Verifying against this when the e-mail is unknown keeps the answer time the same, so timing does not reveal accounts.
const DUMMY = hashPasswordSync('not-a-real-password');

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: +N, r: +r, p: +p });
  return timingSafeEqual(actual, expected) && stored != null;
}
