import { CANARY_BROWSER_ID_KEY, resetBrowserIdForTests } from './browser-id';
import { canaryBucket } from './canary-bucket';
import { chooseEntry, entryFor, forcedVersions, recordLoadedVersion, resetCanaryForTests } from './canary';
import type { CanaryEntry, RegistryDocument } from './registry';
import { browserIdWhere } from './test-browser-ids';

const live = { version: 'A', entry: '/remotes/storage/A/remoteEntry.js', manifest: '/remotes/storage/A/mf-manifest.json', integrity: 'sha384-a' };
const canaryAt = (percent: number): CanaryEntry => ({
  version: 'B',
  entry: '/remotes/storage/B/remoteEntry.js',
  manifest: '/remotes/storage/B/mf-manifest.json',
  integrity: 'sha384-b',
  percent,
  startedAt: '2026-11-29T09:00:00Z',
  by: 'ops',
  reason: 'new upload dialog',
});
const docWith = (percent: number, extra: Partial<RegistryDocument> = {}): RegistryDocument => ({
  remotes: { storage: { ...live, canary: canaryAt(percent) }, vpc: { version: 'V', entry: '/remotes/vpc/V/remoteEntry.js', integrity: 'sha384-v' } },
  ...extra,
});

const idWhere = (wanted: (bucket: number) => boolean) => browserIdWhere('storage', wanted);

/** A new page load at `path`, with `id` stored by an earlier one (or none). */
function pageLoad(path = '/', id?: string): void {
  window.history.replaceState(null, '', path);
  if (id) localStorage.setItem(CANARY_BROWSER_ID_KEY, id);
  resetBrowserIdForTests();
  resetCanaryForTests();
}

const none = new Map<string, string>();

describe('which version a browser loads', () => {
  beforeEach(() => {
    localStorage.clear();
    pageLoad();
  });

  it('loads live for a remote without a canary', () => {
    const doc = docWith(100);
    expect(
      chooseEntry(
        doc,
        'vpc',
        idWhere(() => true),
        none,
      ),
    ).toEqual({ entry: doc.remotes.vpc, canary: false, forced: false });
    expect(chooseEntry(doc, 'support', 'any-browser-id-000', none)).toBeUndefined();
    // No canary anywhere it looks: the browser is given no id.
    expect(entryFor(doc, 'vpc')).toMatchObject({ entry: { version: 'V' }, canary: false });
    expect(localStorage.getItem(CANARY_BROWSER_ID_KEY)).toBeNull();
  });

  it('loads the canary when its bucket is below the percentage, live otherwise', () => {
    const bucket = canaryBucket('browser-in-bucket-x', 'storage');
    const below = chooseEntry(docWith(bucket + 1), 'storage', 'browser-in-bucket-x', none);
    expect(below).toEqual({ entry: canaryAt(bucket + 1), canary: true, forced: false });
    const at = chooseEntry(docWith(bucket), 'storage', 'browser-in-bucket-x', none);
    expect(at?.canary).toBe(false);
    // Only the live fields load: the canary's record stays out of the live entry.
    expect(at?.entry).toEqual(live);
  });

  it('a browser on the canary at 10 % is on it at 50 % and at 100 %', () => {
    const id = idWhere((b) => b < 10);
    for (const percent of [10, 50, 100]) expect(chooseEntry(docWith(percent), 'storage', id, none)?.entry.version).toBe('B');
    const later = idWhere((b) => b >= 10 && b < 50);
    expect(chooseEntry(docWith(10), 'storage', later, none)?.entry.version).toBe('A');
    expect(chooseEntry(docWith(50), 'storage', later, none)?.entry.version).toBe('B');
  });

  it('treats a canary without a usable percentage as not offered', () => {
    const id = idWhere(() => true);
    for (const percent of [0, -5, Number.NaN, '50' as unknown as number]) {
      expect(chooseEntry(docWith(percent), 'storage', id, none)?.entry.version).toBe('A');
    }
  });

  it('a reload keeps the version: the stored id places the browser in the same bucket', () => {
    const doc = docWith(30);
    const first = entryFor(doc, 'storage');
    const id = localStorage.getItem(CANARY_BROWSER_ID_KEY)!;
    for (let i = 0; i < 3; i++) {
      pageLoad('/', id);
      expect(entryFor(doc, 'storage')).toEqual(first);
    }
    pageLoad(
      '/',
      idWhere((b) => b < 30),
    );
    expect(entryFor(doc, 'storage')?.canary).toBe(true);
    pageLoad(
      '/',
      idWhere((b) => b >= 30),
    );
    expect(entryFor(doc, 'storage')?.canary).toBe(false);
  });

  describe('?remote-version=', () => {
    it('reads remote@version pairs, repeated or comma-separated, and skips malformed ones', () => {
      const forced = forcedVersions(
        'https://portal.example/storage?remote-version=storage@B,vpc@live&remote-version=billing%400.2.0-abc&remote-version=@x&remote-version=dns-cdn@',
      );
      expect([...forced]).toEqual([
        ['storage', 'B'],
        ['vpc', 'live'],
        ['billing', '0.2.0-abc'],
      ]);
    });

    it('is ignored unless the registry answer allows it', () => {
      const liveSide = idWhere((b) => b >= 10);
      const canarySide = idWhere((b) => b < 10);
      for (const doc of [docWith(10), docWith(10, { allowForcedVersions: false }), docWith(10, { allowForcedVersions: 'yes' as unknown as boolean })]) {
        expect(chooseEntry(doc, 'storage', liveSide, forcedVersions('http://x/?remote-version=storage@B'))).toMatchObject({ canary: false, forced: false });
        expect(chooseEntry(doc, 'storage', canarySide, forcedVersions('http://x/?remote-version=storage@live'))).toMatchObject({ canary: true, forced: false });
      }
    });

    it('when allowed, picks the canary or the live version by name or role, whatever the bucket', () => {
      const doc = docWith(10, { allowForcedVersions: true });
      const liveSide = idWhere((b) => b >= 10);
      const canarySide = idWhere((b) => b < 10);
      for (const value of ['B', 'canary']) {
        expect(chooseEntry(doc, 'storage', liveSide, forcedVersions(`http://x/?remote-version=storage@${value}`))).toEqual({
          entry: canaryAt(10),
          canary: true,
          forced: true,
        });
      }
      for (const value of ['A', 'live']) {
        expect(chooseEntry(doc, 'storage', canarySide, forcedVersions(`http://x/?remote-version=storage@${value}`))).toEqual({
          entry: live,
          canary: false,
          forced: true,
        });
      }
    });

    it('when allowed, a version the registry does not name, or a canary that is not there, changes nothing', () => {
      const doc = docWith(10, { allowForcedVersions: true });
      const liveSide = idWhere((b) => b >= 10);
      expect(chooseEntry(doc, 'storage', liveSide, forcedVersions('http://x/?remote-version=storage@0.0.9-old'))).toMatchObject({
        canary: false,
        forced: false,
      });
      expect(chooseEntry(doc, 'vpc', liveSide, forcedVersions('http://x/?remote-version=vpc@canary'))).toMatchObject({
        entry: { version: 'V' },
        canary: false,
        forced: false,
      });
      // Forcing one remote leaves the others to their buckets.
      expect(chooseEntry(doc, 'storage', liveSide, forcedVersions('http://x/?remote-version=vpc@V'))).toMatchObject({ canary: false, forced: false });
    });

    it('holds for the page load even after the router has changed the address', () => {
      const doc = docWith(10, { allowForcedVersions: true });
      pageLoad(
        '/storage?remote-version=storage@canary',
        idWhere((b) => b >= 10),
      );
      expect(entryFor(doc, 'storage')).toMatchObject({ canary: true, forced: true });
      window.history.replaceState(null, '', '/storage/3');
      expect(entryFor(doc, 'storage')).toMatchObject({ canary: true, forced: true });
      pageLoad('/storage/3');
      expect(entryFor(doc, 'storage')?.forced).toBe(false);
    });

    it("is read from the page's navigation entry, the URL the page was loaded with", () => {
      const getEntriesByType = jest.fn(() => [{ name: `${window.location.origin}/storage?remote-version=storage@B` }]);
      Object.defineProperty(performance, 'getEntriesByType', { value: getEntriesByType, configurable: true });
      try {
        pageLoad(
          '/storage/3',
          idWhere((b) => b >= 10),
        );
        expect(entryFor(docWith(10, { allowForcedVersions: true }), 'storage')).toMatchObject({ entry: { version: 'B' }, forced: true });
        expect(getEntriesByType).toHaveBeenCalledWith('navigation');
      } finally {
        // @ts-expect-error jsdom has none; the code falls back to the address
        delete performance.getEntriesByType;
      }
    });
  });

  it('marks on <html> which version of a remote the page loaded and whether it is the canary', () => {
    const html = document.documentElement;
    recordLoadedVersion('cloud-infra', { entry: canaryAt(10), canary: true, forced: true });
    expect(html.getAttribute('data-remote-cloud-infra')).toBe('B');
    expect(html.getAttribute('data-remote-cloud-infra-channel')).toBe('canary');
    expect(html.hasAttribute('data-remote-cloud-infra-forced')).toBe(true);
    recordLoadedVersion('cloud-infra', { entry: live, canary: false, forced: false });
    expect(html.getAttribute('data-remote-cloud-infra')).toBe('A');
    expect(html.getAttribute('data-remote-cloud-infra-channel')).toBe('live');
    expect(html.hasAttribute('data-remote-cloud-infra-forced')).toBe(false);
  });
});
