// For tests: well-formed browser ids (browser-id.ts) that fall in a known canary bucket.
import { canaryBucket } from './canary-bucket';

/** The i-th of a run of ids as similar as ids get: they differ in their last characters only. */
export const sequentialId = (i: number): string => `browser-${String(i).padStart(14, '0')}`;

export const sequentialIds = (n: number): string[] => Array.from({ length: n }, (_, i) => sequentialId(i));

/** The first sequential id whose bucket for `remote` satisfies `wanted`. */
export function browserIdWhere(remote: string, wanted: (bucket: number) => boolean): string {
  for (let i = 0; i < 100_000; i++) {
    if (wanted(canaryBucket(sequentialId(i), remote))) return sequentialId(i);
  }
  throw new Error(`No test id in the wanted bucket of ${remote}`);
}
