/**
 * `Ltr`: a technical value (IP, CIDR, port range, version, a size beside a Latin unit) inside
 * Persian text. `<bdi dir="ltr">` isolates it, so neighbouring digits and punctuation cannot
 * reorder it (`8000-8100` would otherwise show as `8100-8000`). Plain strings use `ltr()` of
 * @portal/locale instead.
 */
import type { ReactNode } from 'react';

export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** A fragment of unknown direction (a label like `IPv4`), isolated and laid out by its own first letter. */
export function Bdi({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
