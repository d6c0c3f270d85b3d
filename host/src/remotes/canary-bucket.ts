// Which of 100 buckets a browser falls in for one remote. A canary at `percent` is loaded by the
// buckets below it, so raising the percentage only adds browsers and lowering it only removes some.

export const BUCKETS = 100;

/**
 * FNV-1a (32-bit) over the text, then MurmurHash3's finaliser, so that every input bit reaches
 * every output bit: near-identical ids spread like random ones, and a browser's buckets for two
 * remotes are unrelated (the 10 % on one remote's canary are not the same browsers as on another's).
 * The input is ASCII (base64url id, folder name), hashed by UTF-16 code unit. Changing this
 * function moves browsers between versions: the tests pin its output.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The browser's bucket (0–99) for `remote`: the same id and remote always give the same one. */
export function canaryBucket(id: string, remote: string): number {
  // The high bits pick the bucket (multiply-shift), which is as even as 2^32 allows.
  return Math.floor((hash32(`${id}\n${remote}`) * BUCKETS) / 2 ** 32);
}

/** Whether a browser in `bucket` loads a canary offered to `percent` % of browsers. */
export const inCanary = (bucket: number, percent: number): boolean => bucket < percent;
