// The sandbox's own lifecycle keys of a resource row (creating, stopping, resizing…): richer than
// the provider's state table, kept in the database only. On the wire a row's state is the
// provider's `statusId` with its display word (wire-status.ts); no portal screen reads these keys.

/** States a resource passes through on its way to a settled one. */
export const TRANSITIONAL_STATUSES = [
  'creating',
  'building',
  'provisioning',
  'updating',
  'deleting',
  'starting',
  'stopping',
  'rebooting',
  'rebuilding',
  'resizing',
  'scaling',
  'upgrading',
  'reverting',
  'restoring',
  'issuing',
  'progressing',
] as const;

const transitional: ReadonlySet<string> = new Set(TRANSITIONAL_STATUSES);

export function isTransitional(status: string | null | undefined): boolean {
  return !!status && transitional.has(status.toLowerCase());
}
