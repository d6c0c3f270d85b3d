// The status vocabulary of provisioned resources, shared by the UI's status tag, the polling rule
// (poll while anything is transitional) and the sandbox's "wrong state" refusals. The Persian
// names live in @portal/locale (`statusLabels`).

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
export type TransitionalStatus = (typeof TRANSITIONAL_STATUSES)[number];

const transitional: ReadonlySet<string> = new Set(TRANSITIONAL_STATUSES);

export function isTransitional(status: string | null | undefined): boolean {
  return !!status && transitional.has(status.toLowerCase());
}

/** True while any of `items` is transitional: the one polling rule of every list and detail. */
export const anyTransitional = (items: ReadonlyArray<{ status: string }> | { status: string } | undefined | null): boolean =>
  !!items && (Array.isArray(items) ? items.some((i) => isTransitional(i.status)) : isTransitional((items as { status: string }).status));
