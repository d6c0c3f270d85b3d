// 6. Crash safety: writes through the gateway under load, `kill -9` in the middle, restart on the
// same database, then count: every write that was answered 2xx must be there, and the database
// must be whole. Loopback only.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../tools.mjs';
import { assertLoopback, startGateway } from './gateway.mjs';
import { newPublicKey } from './ssh-key.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const publicKey = () => newPublicKey('bench');

function client(baseUrl, token) {
  assertLoopback(baseUrl);
  const send = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api/my/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  return { get: (path) => send('GET', path), post: (path, body) => send('POST', path, body) };
}

async function signIn(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/my/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { accessToken } = await response.json();
  if (!accessToken) throw new Error(`login of ${email} failed: HTTP ${response.status}`);
  return client(baseUrl, accessToken);
}

/** Each customer's first project, and its running servers for the power actions. */
async function targets(api) {
  const [project] = (await api.get('project/list')).body;
  const servers = (await api.get(`vm/${project.id}/host/list`)).body.filter((vm) => vm.status === 'active').slice(0, 2);
  return { projectId: project.id, servers: servers.map((vm) => vm.id) };
}

/**
 * Writers loop until the server dies: SSH keys and payments (creates) and stop/start of servers
 * (power actions), each remembered once its 2xx arrived.
 */
function startWriters(customers, { writersPerCustomer }) {
  const acked = { key: [], payment: [], power: new Map(), powerCount: 0, refused: 0 };
  const inFlightPower = new Map();
  let stopped = false;
  const loops = [];
  for (const c of customers) {
    for (let w = 0; w < writersPerCustomer; w++) {
      loops.push(
        (async () => {
          for (let i = 0; !stopped; i++) {
            try {
              if (i % 2 === 0) {
                const res = await c.api.post(`vm/${c.projectId}/key/create`, { name: `bench-${w}-${i}-${Date.now()}`, publicKey: publicKey() });
                if (res.status < 300) acked.key.push({ customer: c, id: res.body.id });
                else acked.refused++;
              } else {
                const res = await c.api.post('financial/payment/create', { amount: 2_000_000, providerId: 'sep' });
                if (res.status < 300) acked.payment.push({ customer: c, id: res.body.payment.id });
                else acked.refused++;
              }
            } catch {
              return; // the server is gone
            }
          }
        })(),
      );
    }
    for (const vm of c.servers) {
      loops.push(
        (async () => {
          let action = 'stop';
          while (!stopped) {
            inFlightPower.set(vm, action);
            try {
              const res = await c.api.post(`vm/${c.projectId}/host/${action}/${vm}`);
              if (res.status < 300) {
                acked.powerCount++;
                acked.power.set(vm, { customer: c, action });
                action = action === 'stop' ? 'start' : 'stop';
              } else await sleep(20); // still stopping or starting: the same action again
            } catch {
              return;
            }
          }
        })(),
      );
    }
  }
  return { acked, inFlightPower, stop: () => (stopped = true), done: () => Promise.allSettled(loops) };
}

/** `PRAGMA integrity_check` of the sandbox database, read with the sandbox's own driver. */
function integrity(dataDir) {
  const Database = createRequire(join(root, 'deploy/sandbox-api/package.json'))('better-sqlite3');
  const db = new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

export async function measureReliability({ credentials, loadMs = 4000, writersPerCustomer = 6, onPhase = () => {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-reliability-'));
  try {
    let gateway = await startGateway({ preferredPort: 8295, dataDir });
    const customers = [];
    for (const who of credentials) {
      const api = await signIn(gateway.url, who);
      customers.push({ who, api, ...(await targets(api)) });
    }
    onPhase(`writing with ${customers.length * writersPerCustomer} creators and ${customers.reduce((n, c) => n + c.servers.length, 0)} power loops`);
    const writers = startWriters(customers, { writersPerCustomer });
    await sleep(loadMs);
    await gateway.crash();
    writers.stop();
    await writers.done();
    const { acked } = writers;
    onPhase(`killed (-9) after ${loadMs} ms; restarting on the same database`);

    gateway = await startGateway({ preferredPort: 8295, dataDir });
    let found = 0;
    const lost = [];
    const after = new Map();
    try {
      for (const c of customers) {
        const api = await signIn(gateway.url, c.who);
        const keys = new Set((await api.get(`vm/${c.projectId}/key/list`)).body.map((k) => k.id));
        const payments = new Set((await api.get('financial/payment/list')).body.map((p) => p.id));
        for (const k of acked.key.filter((a) => a.customer === c)) (keys.has(k.id) ? found++ : lost.push(`key ${k.id}`));
        for (const p of acked.payment.filter((a) => a.customer === c)) (payments.has(p.id) ? found++ : lost.push(`payment ${p.id}`));
        found += c.servers.filter((vm) => acked.power.has(vm)).length;
        after.set(c, { keys: keys.size, payments: payments.size });
        for (const vm of c.servers) {
          const last = acked.power.get(vm);
          if (!last) continue;
          const { status } = (await api.get(`vm/${c.projectId}/host/get/${vm}`)).body;
          // The last answered action holds, or the one in flight at the kill went through after it.
          const expected = { stop: ['stopping', 'stopped'], start: ['starting', 'active'] };
          const inFlight = writers.inFlightPower.get(vm);
          if (!expected[last.action].includes(status) && !(inFlight && expected[inFlight].includes(status))) lost.push(`power ${last.action} of server ${vm} (now ${status})`);
        }
      }
    } finally {
      await gateway.stop();
    }
    return {
      acknowledged: acked.key.length + acked.payment.length + acked.powerCount,
      creates: acked.key.length + acked.payment.length,
      powerActions: acked.powerCount,
      powerServers: acked.power.size,
      refusedCreates: acked.refused,
      found,
      lost: lost.length,
      lostItems: lost.slice(0, 10),
      integrity: integrity(dataDir),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
