// Sandbox API throughput with autocannon (loopback only, fixed duration), on the provider's calls
// through the contracts.
import autocannon from 'autocannon';
import { assertLoopback } from './gateway.mjs';
import { api, pathOf, signIn, type Credentials } from './wire';

/** A token, a project and one of its storage hosts, through the API the portal uses. */
async function fixtures(baseUrl: string, who: Credentials) {
  const { call, token } = await signIn(baseUrl, who);
  for (const project of (await call(api.project.list)).body ?? []) {
    if (project.id == null) continue;
    const hosts = (await call(api.storage.hostList, { params: { projectId: project.id } })).body ?? [];
    if (hosts.length > 0) return { headers: { authorization: `Bearer ${token}` }, projectId: project.id, hostId: hosts[0].id };
  }
  throw new Error('no project of the demo customer has a storage host');
}

function cannon(url: string, headers: Record<string, string>, seconds: number) {
  assertLoopback(url);
  return autocannon({ url, headers, connections: 50, pipelining: 1, duration: seconds, timeout: 10 });
}

export async function measureThroughput(
  baseUrl: string,
  {
    credentials,
    rss,
    seconds = 10,
    onTarget = () => {},
  }: { credentials: Credentials; rss: () => number | null; seconds?: number; onTarget?: (name: string, figures: object) => void },
) {
  const { headers, projectId, hostId } = await fixtures(baseUrl, credentials);
  const targets = {
    getById: `${baseUrl}${pathOf(api.storage.hostGet, { params: { projectId, id: hostId } })}`,
    list: `${baseUrl}${pathOf(api.storage.hostList, { params: { projectId } })}`,
  };
  const out: Record<string, unknown> = { rssBeforeMB: rss() };
  for (const [name, url] of Object.entries(targets)) {
    const r = await cannon(url, headers, seconds);
    const figures = {
      path: new URL(url).pathname,
      reqPerSec: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      total: r.requests.total,
    };
    out[name] = figures;
    onTarget(name, figures);
  }
  out.rssAfterMB = rss();
  return out;
}
