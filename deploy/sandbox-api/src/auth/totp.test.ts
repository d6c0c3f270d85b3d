import { base32Decode, base32Encode, generateTotpSecret, hotp, totp, verifyTotp } from './totp';

// RFC 6238 appendix B: the seeds are ASCII strings of 20, 32 and 64 bytes for SHA1, SHA256, SHA512.
const seed = (len: number) => Buffer.from('1234567890'.repeat(7).slice(0, len), 'ascii');
const SHA1 = seed(20);
const SHA256 = Buffer.from('12345678901234567890123456789012', 'ascii');
const SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii');

const vectors: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 test vectors', () => {
  test.each(vectors)('T=%i', (seconds, sha1, sha256, sha512) => {
    const ms = seconds * 1000;
    expect(totp(SHA1, ms, { digits: 8 })).toBe(sha1);
    expect(totp(SHA256, ms, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SHA512, ms, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    // Six digits are the last six of the eight: both are the same number modulo a power of ten.
    expect(totp(SHA1, ms)).toBe(sha1.slice(2));
  });

  test('RFC 4226 HOTP vectors (counter 0..2)', () => {
    expect([0, 1, 2].map((c) => hotp(SHA1, c))).toEqual(['755224', '287082', '359152']);
  });
});

describe('base32', () => {
  test('round-trips and accepts what users paste', () => {
    expect(base32Encode(SHA1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SHA1);
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });
});

describe('verifyTotp', () => {
  const secret = base32Encode(SHA1);
  const now = 1_700_000_015_000;
  const codeAt = (stepOffset: number) => totp(secret, now + stepOffset * 30_000);

  test('accepts the current step and one step of drift either side', () => {
    for (const offset of [-1, 0, 1]) expect(verifyTotp(secret, codeAt(offset), now)).toEqual({ ok: true, counter: Math.floor(now / 30_000) + offset });
  });

  test('refuses two steps of drift', () => {
    expect(verifyTotp(secret, codeAt(-2), now)).toEqual({ ok: false, reason: 'wrong' });
    expect(verifyTotp(secret, codeAt(2), now)).toEqual({ ok: false, reason: 'wrong' });
  });

  test('refuses a code whose step was already used, and older ones', () => {
    const first = verifyTotp(secret, codeAt(0), now);
    expect(first.ok).toBe(true);
    const lastCounter = first.ok ? first.counter : null;
    expect(verifyTotp(secret, codeAt(0), now + 5_000, { lastCounter })).toEqual({ ok: false, reason: 'reused' });
    expect(verifyTotp(secret, codeAt(-1), now, { lastCounter })).toEqual({ ok: false, reason: 'reused' });
    expect(verifyTotp(secret, codeAt(1), now, { lastCounter }).ok).toBe(true);
  });

  test('refuses malformed codes', () => {
    expect(verifyTotp(secret, '12345', now).ok).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now).ok).toBe(false);
  });
});
