import { createHmac, randomBytes } from 'node:crypto';

// RFC 6238 time-based one-time passwords (on RFC 4226 HOTP), as authenticator apps implement them.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(data: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Tolerates lower case, spaces and padding, as users paste secrets in every form. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error('Invalid base32 character');
    value = ((value << 5) | idx) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export function hotp(key: Buffer, counter: number, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export interface TotpOptions {
  stepSeconds?: number;
  digits?: number;
  algorithm?: TotpAlgorithm;
}

export const totpCounter = (timeMs: number, stepSeconds = 30) => Math.floor(timeMs / 1000 / stepSeconds);

/** The code for `timeMs`; `secret` is base32 as shown to the user, or raw key bytes. */
export function totp(secret: string | Buffer, timeMs: number, opts: TotpOptions = {}): string {
  const key = typeof secret === 'string' ? base32Decode(secret) : secret;
  return hotp(key, totpCounter(timeMs, opts.stepSeconds), opts.digits ?? 6, opts.algorithm);
}

export type TotpCheck = { ok: true; counter: number } | { ok: false; reason: 'wrong' | 'reused' };

/**
 * Accepts the current step and `window` steps either side (clock drift). A code whose step is at or
 * before `lastCounter` was already used (or is older than one that was) and is refused, so a code
 * seen over a shoulder cannot be replayed.
 */
export function verifyTotp(
  secret: string,
  code: string,
  timeMs: number,
  { window = 1, lastCounter = null as number | null, ...opts }: TotpOptions & { window?: number; lastCounter?: number | null } = {},
): TotpCheck {
  const digits = opts.digits ?? 6;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return { ok: false, reason: 'wrong' };
  const key = base32Decode(secret);
  const now = totpCounter(timeMs, opts.stepSeconds);
  let reused = false;
  for (let c = now - window; c <= now + window; c++) {
    if (c < 0 || hotp(key, c, digits, opts.algorithm) !== code) continue;
    if (lastCounter != null && c <= lastCounter) {
      reused = true;
      continue;
    }
    return { ok: true, counter: c };
  }
  return { ok: false, reason: reused ? 'reused' : 'wrong' };
}

export const generateTotpSecret = () => base32Encode(randomBytes(20));
