// The stages of a deep link, one definition for `pnpm bench deep-link` (which prints them) and the
// browser suite (e2e/deep-link.spec.ts, which counts them). CommonJS so both the bench's ES
// modules and Playwright's compiled specs load it.
//
// A stage is counted on the requests the page's first content depends on: the document, the
// host's entry, the registry, the files of the area owning the path and the page's API calls (not
// the shell's own calls, which run beside them). Each such request's stage is one more than that
// of the latest-staged one that had ended before it started; the render of the first content is
// the last stage. Ideal: document → code and data → render. A request that started before the
// page's first script file began to run (the host's entry sets ENTRY_MARK first thing) can only
// have been asked by the document (its parser, its preload hints, its inline scripts): its stage
// is the document's next, whatever else had ended by then.

/** The mark the host's entry sets as it starts to run (host/src/index.ts). */
const ENTRY_MARK = 'portal:entry';

/** The signed-in shell's own first calls: they run beside the page's, never before its data. */
const SHELL_CALLS = /^\/api\/my\/(project\/list|account\/profile\/get|portal\/notification\/short-list|portal\/website-alarm\/list|infra\/datacenter\/list)$/;

/**
 * `requests`: `{ name (absolute URL), type ('document' for the page, else the initiator type),
 * start, end }` in ms after navigation start, up to the first content. `remote`: the area owning
 * the path. `entryAt`: ENTRY_MARK's time (undefined when the page has none). Returns the staged
 * requests (`stage` from 1) and `count`, the stages including the render.
 */
function stagesOf(requests, remote, entryAt) {
  const pathOf = (r) => new URL(r.name).pathname;
  // By its address: however the browser came to ask for it (the start script's element, a preload).
  const hostEntry = requests.find((r) => r.type !== 'document' && /^\/main\.[\w]+\.js$/.test(pathOf(r)));
  const key = requests.filter(
    (r) =>
      r.type === 'document' ||
      r === hostEntry ||
      pathOf(r) === '/mf/registry.json' ||
      pathOf(r).startsWith(`/remotes/${remote}/`) ||
      (pathOf(r).startsWith('/api/') && !SHELL_CALLS.test(pathOf(r))),
  );
  const stage = new Map();
  for (const r of [...key].sort((a, b) => a.start - b.start)) {
    if (r.type !== 'document' && entryAt !== undefined && r.start < entryAt) {
      stage.set(r, 2);
      continue;
    }
    const before = key.filter((p) => p !== r && p.end <= r.start).map((p) => stage.get(p) ?? 1);
    stage.set(r, before.length ? Math.max(...before) + 1 : 1);
  }
  const staged = key.map((r) => ({ ...r, path: pathOf(r), stage: stage.get(r) }));
  return { staged, count: Math.max(0, ...stage.values()) + 1 };
}

module.exports = { stagesOf, SHELL_CALLS, ENTRY_MARK };
