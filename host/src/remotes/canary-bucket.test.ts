import { BUCKETS, canaryBucket, hash32, inCanary } from './canary-bucket';
import { newBrowserId } from './browser-id';
import { sequentialIds } from './test-browser-ids';

/** Share of `ids` in each tenth of the buckets. */
function decileShares(ids: string[], remote: string): number[] {
  const counts = new Array<number>(10).fill(0);
  for (const id of ids) counts[Math.floor(canaryBucket(id, remote) / 10)]++;
  return counts.map((c) => c / ids.length);
}

describe('canary bucket', () => {
  it('is a bucket 0–99 that the same id and remote always give', () => {
    const id = newBrowserId();
    const bucket = canaryBucket(id, 'storage');
    expect(Number.isInteger(bucket)).toBe(true);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(BUCKETS);
    for (let i = 0; i < 5; i++) expect(canaryBucket(id, 'storage')).toBe(bucket);
    // Pinned: a host release that changed the hash would move browsers between versions.
    expect(hash32('')).toBe(2872998923);
    expect(canaryBucket('AAAAAAAAAAAAAAAAAAAAAA', 'storage')).toBe(67);
  });

  it.each([
    ['random ids', () => Array.from({ length: 10_000 }, newBrowserId)],
    ['near-identical ids', () => sequentialIds(10_000)],
  ])('spreads %s evenly: each tenth of the buckets gets 8–12 %% of 10,000 browsers', (_, ids) => {
    const all = ids();
    for (const remote of ['storage', 'cloud-infra']) {
      for (const share of decileShares(all, remote)) {
        expect(share).toBeGreaterThanOrEqual(0.08);
        expect(share).toBeLessThanOrEqual(0.12);
      }
    }
    expect(new Set(all.map((id) => canaryBucket(id, 'vpc'))).size).toBe(BUCKETS);
  });

  it("places a browser independently per remote: one remote's canary browsers are not another's", () => {
    const ids = sequentialIds(10_000);
    const onStorage = ids.filter((id) => canaryBucket(id, 'storage') < 50);
    const alsoOnVpc = onStorage.filter((id) => canaryBucket(id, 'vpc') < 50).length / onStorage.length;
    expect(alsoOnVpc).toBeGreaterThan(0.45);
    expect(alsoOnVpc).toBeLessThan(0.55);
  });

  it('is monotonic in the percentage: a browser on the canary at 10 % is on it at 50 % and 100 %', () => {
    const ids = sequentialIds(2_000);
    const at = (percent: number) => new Set(ids.filter((id) => inCanary(canaryBucket(id, 'billing'), percent)));
    const [ten, fifty, all] = [at(10), at(50), at(100)];
    expect(ten.size).toBeGreaterThan(0);
    expect([...ten].every((id) => fifty.has(id))).toBe(true);
    expect(fifty.size).toBeGreaterThan(ten.size);
    expect(all.size).toBe(ids.length);
    expect(at(0).size).toBe(0);
  });
});
