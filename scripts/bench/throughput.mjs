// 4. Sandbox API throughput with autocannon (loopback only, fixed duration).
import autocannon from 'autocannon';
import { assertLoopback } from './gateway.mjs';

async function getJson(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${new URL(url).pathname}: HTTP ${response.status}`);
  return response.json();
}

/** A token, a project and one of its storage hosts, through the API the portal uses. */
async function fixtures(baseUrl, { email, password }) {
  const { accessToken } = await getJson(`${baseUrl}/api/my/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!accessToken || accessToken === '0') throw new Error('login gave no access token');
  const headers = { authorization: `Bearer ${accessToken}` };
  for (const project of await getJson(`${baseUrl}/api/my/project/list`, { headers })) {
    const hosts = await getJson(`${baseUrl}/api/my/storage/${project.id}/host/list`, { headers });
    if (hosts.length > 0) return { headers, projectId: project.id, hostId: hosts[0].id };
  }
  throw new Error('no project of the demo customer has a storage host');
}

function cannon(url, headers, seconds) {
  assertLoopback(url);
  return autocannon({ url, headers, connections: 50, pipelining: 1, duration: seconds, timeout: 10 });
}

export async function measureThroughput(baseUrl, { credentials, rss, seconds = 10, onTarget = () => {} }) {
  const { headers, projectId, hostId } = await fixtures(baseUrl, credentials);
  const targets = {
    getById: `${baseUrl}/api/my/storage/${projectId}/host/get/${hostId}`,
    list: `${baseUrl}/api/my/storage/${projectId}/host/list`,
  };
  const out = { rssBeforeMB: rss() };
  for (const [name, url] of Object.entries(targets)) {
    const r = await cannon(url, headers, seconds);
    out[name] = {
      path: new URL(url).pathname,
      reqPerSec: Math.round(r.requests.average),
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      total: r.requests.total,
    };
    onTarget(name, out[name]);
  }
  out.rssAfterMB = rss();
  return out;
}
