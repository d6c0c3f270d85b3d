import { ATTACHMENT_ERROR, ATTACHMENT_FIELD, ATTACHMENT_LIMITS } from '@portal/contracts';
import { ticketMessages } from './messages';

const t = ticketMessages.files;
export const MAX_MB = ATTACHMENT_LIMITS.maxBytes / (1024 * 1024);

export type FileStatus = 'ready' | 'uploading' | 'sent' | 'refused';
export interface PickedFile {
  key: number;
  file: File;
  status: FileStatus;
  error?: string;
}

const ACCEPTED_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain|application\/(x-)?zip(-compressed)?)$/;
const ACCEPTED_EXT = /\.(png|jpe?g|gif|webp|pdf|txt|log|csv|md|zip)$/i;

/** What the portal can tell before sending (size, count, the kind the browser names); the server checks the content. */
export function precheck(file: File, acceptedSoFar: number): string | undefined {
  // What is wrong with the file itself first: a file too large is never "one too many".
  if (file.size > ATTACHMENT_LIMITS.maxBytes) return t.tooLarge(MAX_MB);
  if (!ACCEPTED_TYPES.test(file.type) && !ACCEPTED_EXT.test(file.name)) return t.wrongType;
  if (acceptedSoFar >= ATTACHMENT_LIMITS.maxFiles) return t.tooMany(ATTACHMENT_LIMITS.maxFiles);
  return undefined;
}

let nextKey = 1;
/** Adds files to the list: each is checked on its own, a refused one stays listed with its reason and is not sent. */
export function addFiles(current: PickedFile[], files: File[]): PickedFile[] {
  const out = [...current];
  for (const file of files) {
    const accepted = out.filter((f) => f.status !== 'refused').length;
    const error = precheck(file, accepted);
    out.push({ key: nextKey++, file, status: error ? 'refused' : 'ready', error });
  }
  return out;
}

export const sendable = (files: PickedFile[]) => files.filter((f) => f.status !== 'refused');

/** The multipart body: the text fields, then the file that passed under the provider's `attachment`. */
export function toFormData(fields: Record<string, string | number | undefined | null>, files: PickedFile[]): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null && v !== '') data.append(k, String(v));
  for (const f of sendable(files)) data.append(ATTACHMENT_FIELD, f.file, f.file.name);
  return data;
}

/**
 * The server's answer about the file: `Attachment` marks the file sent refused with the server's
 * words (the list's error when no file was sent); the other field errors are returned for the form.
 */
export function applyFileErrors(
  files: PickedFile[],
  errors: Record<string, string[]>,
): { files: PickedFile[]; listError?: string; rest: Record<string, string[]> } {
  const sent = sendable(files);
  const byKey = new Map<number, string>();
  const rest: Record<string, string[]> = {};
  let listError: string | undefined;
  for (const [field, messages] of Object.entries(errors)) {
    if (field !== ATTACHMENT_ERROR) rest[field] = messages;
    else if (sent.length === 1) byKey.set(sent[0]!.key, messages[0] ?? t.refused);
    else listError = messages[0];
  }
  return {
    files: files.map((f) =>
      byKey.has(f.key) ? { ...f, status: 'refused', error: byKey.get(f.key) } : f.status === 'uploading' ? { ...f, status: 'ready' } : f,
    ),
    listError,
    rest,
  };
}

/** A pasted screenshot has no useful name ("image.png", the same for every paste); it is numbered. */
export function namePasted(file: File, n: number): File {
  const ext = file.type === 'image/jpeg' ? 'jpg' : (file.type.split('/')[1] ?? 'png');
  return new File([file], t.pasted(n).replace(/\.png$/, `.${ext}`), { type: file.type, lastModified: file.lastModified });
}
