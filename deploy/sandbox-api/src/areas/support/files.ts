import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ATTACHMENT_ERROR, ATTACHMENT_LIMITS, type AttachmentKind } from '@portal/contracts';
import type { Db } from '../../db/open';
import { addError, type FieldErrors } from '../../http/errors';
import { messages } from '../../messages';

// Ticket attachments: a small multipart reader, the content check (magic bytes, never the name),
// and where the files live: `<data folder>/attachments/` beside the database file, a temporary
// folder per database for `:memory:` ones (tests).

export interface UploadedFile {
  field: string;
  fileName: string;
  data: Buffer;
}
export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** A JSON body named a file (`attachment`): files travel only in multipart bodies. */
  jsonAttachment?: boolean;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** Parses a multipart/form-data body; null when it is not well formed. */
export function parseMultipart(body: Buffer, contentType: string): MultipartBody | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const result: MultipartBody = { fields: {}, files: [] };
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') return result;
    if (!body.subarray(pos, pos + 2).equals(CRLF)) return null;
    pos += 2;
    const headerEnd = body.indexOf(HEADER_END, pos);
    if (headerEnd < 0) return null;
    const headers = body.subarray(pos, headerEnd).toString('utf8');
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + 4);
    if (next < 0) return null;
    const data = body.subarray(headerEnd + 4, next);
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const fileName = /\bfilename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1] ?? /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return null;
    if (fileName !== undefined) {
      let decoded = fileName;
      try {
        decoded = decodeURIComponent(fileName);
      } catch {
        // keep it as sent
      }
      result.files.push({ field: name, fileName: decoded, data: Buffer.from(data) });
    } else result.fields[name] = data.toString('utf8');
    pos = next + 2;
  }
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** What the bytes are, whatever the file is called; null for anything not accepted. */
export function detectKind(data: Buffer): AttachmentKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  return isPlainText(data) ? 'text' : null;
}

/** UTF-8 without NUL or other control characters than tab, line feed, form feed and carriage return. */
function isPlainText(data: Buffer): boolean {
  if (data.length === 0) return false;
  for (const b of data) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

export const KIND_MIME: Record<AttachmentKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  text: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};
const KIND_EXT: Record<AttachmentKind, string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  text: ['txt', 'log', 'csv', 'md'],
  zip: ['zip'],
};

/**
 * A name safe to store and to send back: letters (with the Persian zero-width non-joiner), digits,
 * spaces and `._()-` only, so no folders, no control or quoting characters; at most
 * 100 characters, and an extension that says what the content is.
 */
export function safeFileName(raw: string, kind: AttachmentKind): string {
  const base = basename(raw.replace(/\\/g, '/'))
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}\u200c ._()-]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  const ext = /\.([A-Za-z0-9]+)$/.exec(base)?.[1]?.toLowerCase();
  const stem = (ext ? base.slice(0, -(ext.length + 1)) : base).slice(0, 90) || 'file';
  return `${stem}.${ext && KIND_EXT[kind].includes(ext) ? ext : KIND_EXT[kind][0]}`;
}

export interface CheckedFile {
  fileName: string;
  kind: AttachmentKind;
  data: Buffer;
}

/** The message's file checked (the provider's one `attachment`); refusals go into `errors` under `Attachment`. */
export function checkFiles({ files, jsonAttachment }: MultipartBody, errors: FieldErrors): CheckedFile[] {
  const M = messages.support;
  const key = ATTACHMENT_ERROR;
  if (jsonAttachment) {
    addError(errors, key, M.attachmentNotMultipart);
    return [];
  }
  if (files.length > ATTACHMENT_LIMITS.maxFiles) {
    addError(errors, key, M.tooManyFiles(ATTACHMENT_LIMITS.maxFiles));
    return [];
  }
  const checked: CheckedFile[] = [];
  files.forEach((file) => {
    const shown = basename(file.fileName.replace(/\\/g, '/')).slice(0, 100) || 'file';
    if (file.data.length === 0) return addError(errors, key, M.fileEmpty(shown));
    if (file.data.length > ATTACHMENT_LIMITS.maxBytes) return addError(errors, key, M.fileTooLarge(shown, ATTACHMENT_LIMITS.maxBytes / (1024 * 1024)));
    const kind = detectKind(file.data);
    if (!kind) return addError(errors, key, M.fileWrongType(shown));
    checked.push({ fileName: safeFileName(file.fileName, kind), kind, data: file.data });
  });
  return checked;
}

const tempDirs = new WeakMap<Db, string>();

/** The folder a database's attachments are stored in (created on first use). */
export function attachmentsDir(db: Db): string {
  const file = db.name;
  if (file && file !== ':memory:') {
    const dir = join(dirname(file), 'attachments');
    mkdirSync(dir, { recursive: true });
    return dir;
  }
  let dir = tempDirs.get(db);
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-attachments-'));
    tempDirs.set(db, dir);
  }
  return dir;
}

/** Writes the file under a random name (never the customer's) and records it on the message. */
export function storeAttachment(db: Db, itemId: number, file: CheckedFile, nowMs: number): number {
  const stored = `${randomBytes(16).toString('hex')}.bin`;
  writeFileSync(join(attachmentsDir(db), stored), file.data, { mode: 0o600 });
  return db
    .prepare('INSERT INTO issue_attachments (item_id, file_name, kind, size, stored_name, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(itemId, file.fileName, file.kind, file.data.length, stored, nowMs).lastInsertRowid as number;
}

export function readAttachment(db: Db, storedName: string): Buffer | null {
  if (!/^[0-9a-f]{32}\.bin$/.test(storedName)) return null;
  try {
    return readFileSync(join(attachmentsDir(db), storedName));
  } catch {
    return null;
  }
}

/** `attachment; filename="ascii"; filename*=UTF-8''…`: the browser saves it, never shows it inline. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
