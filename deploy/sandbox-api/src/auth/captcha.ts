import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/open';
import type { Captcha } from '@portal/contracts';
import { selectOne } from '../db/query';

const LIFETIME_MS = 5 * 60_000;
const LENGTH = 5;

/** Persian and Arabic-Indic digits typed on a Persian keyboard count as the same answer. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

function renderSvg(answer: string): string {
  const w = 160;
  const h = 56;
  const colors = ['#1f3b73', '#7a1f3d', '#1d5c3a', '#5b3a8c', '#8a4b0f'];
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#f3f5f9"/>`];
  for (let i = 0; i < 6; i++) {
    const c = colors[randomInt(colors.length)];
    parts.push(
      `<path d="M${randomInt(w)} ${randomInt(h)} Q${randomInt(w)} ${randomInt(h)} ${randomInt(w)} ${randomInt(h)}" stroke="${c}" stroke-opacity="0.45" fill="none" stroke-width="${1 + randomInt(2)}"/>`,
    );
  }
  [...answer].forEach((digit, i) => {
    const x = 18 + i * 27 + randomInt(-3, 4);
    const y = 38 + randomInt(-6, 7);
    const rotate = randomInt(-28, 29);
    const skew = randomInt(-12, 13);
    const size = 26 + randomInt(0, 9);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-weight="bold" font-size="${size}" fill="${colors[randomInt(colors.length)]}" transform="rotate(${rotate} ${x} ${y}) skewX(${skew})">${digit}</text>`,
    );
  });
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${randomInt(w)}" cy="${randomInt(h)}" r="1" fill="#445"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
  return Buffer.from(svg).toString('base64');
}

/** A new captcha: the wire's answer (`base64CaptchaImage` is the SVG's bytes in base64, no data: prefix) and, for the test hooks, its solution. */
export function createCaptcha(db: Db, nowMs: number): Captcha & { answer: string } {
  const answer = Array.from({ length: LENGTH }, () => randomInt(10)).join('');
  const captchaKey = randomBytes(16).toString('hex');
  db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(nowMs);
  db.prepare('INSERT INTO captchas (key, answer, expires_at) VALUES (?, ?, ?)').run(captchaKey, answer, nowMs + LIFETIME_MS);
  return { base64CaptchaImage: renderSvg(answer), captchaKey, answer };
}

/** Single use: the captcha is consumed whether or not the answer is right, so it cannot be brute-forced. */
export function consumeCaptcha(db: Db, key: unknown, code: unknown, nowMs: number): boolean {
  if (typeof key !== 'string' || typeof code !== 'string') return false;
  const row = selectOne<{ answer: string; expires_at: number }>(db, 'DELETE FROM captchas WHERE key = ? RETURNING answer, expires_at', key);
  return !!row && row.expires_at > nowMs && toLatinDigits(code.trim()) === row.answer;
}

/** Test hook: the answer of a live captcha without consuming it. */
export function peekCaptchaAnswer(db: Db, key: string): string | null {
  const row = selectOne<{ answer: string }>(db, 'SELECT answer FROM captchas WHERE key = ?', key);
  return row?.answer ?? null;
}
