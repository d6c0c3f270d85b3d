// The stages of a deep link, one definition for `pnpm bench deep-link` (which prints them) and the
// browser suite (e2e/deep-link.spec.ts, which counts them). CommonJS so both the bench's ES
// modules and Playwright's compiled specs load it.
//
// A stage is counted on the requests the page's first content depends on: the document, the
// host's entry, the registry, the files of the area owning the path and the page's API calls (not
// the shell's own calls, which run beside them). Each such request's stage is one more than that
// of the latest-staged one that had ended before it started; the render of the first content is
// the last stage. Ideal: document → code and data → render.

/** The signed-in shell's own first calls: they run beside the page's, never before its data. */
const SHELL_CALLS = /^\/api\/my\/(project\/list|account\/profile\/get|portal\/notification\/short-list|portal\/website-alarm\/list|infra\/datacenter\/list)$/;

/**
 * `requests`: `{ name (absolute URL), type ('document' for the page, else the initiator type),
 * start, end }` in ms after navigation start, up to the first content. `remote`: the area owning
 * the path. Returns the staged requests (`stage` from 1) and `count`, the stages including the render.
 */
function stagesOf(requests, remote) {
  const pathOf = (r) => new URL(r.name).pathname;
  const hostEntry = requests.find((r) => r.type === 'script' && /^\/main\.[\w]+\.js$/.test(pathOf(r)));
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
    const before = key.filter((p) => p !== r && p.end <= r.start).map((p) => stage.get(p) ?? 1);
    stage.set(r, before.length ? Math.max(...before) + 1 : 1);
  }
  const staged = key.map((r) => ({ ...r, path: pathOf(r), stage: stage.get(r) }));
  return { staged, count: Math.max(0, ...stage.values()) + 1 };
}

module.exports = { stagesOf, SHELL_CALLS };
