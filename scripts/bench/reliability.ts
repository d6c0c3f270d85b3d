// Crash safety: writes through the gateway under load, `kill -9` in the middle, restart on the
// same database, then count: every write that was answered 2xx must be there, and the database
// must be whole. The writes are the provider's calls through the contracts: SSH key creates,
// payment creates (top-ups through a bank) and power actions (PUT stop/start). Loopback only.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_PROVIDERS, vmPowerState } from '../../shared/contracts/src/index';
import { root } from '../tools.mjs';
import { assertLoopback, startGateway } from './gateway.mjs';
import { newPublicKey } from './ssh-key.mjs';
import { api, signIn, type Call, type Credentials } from './wire';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Customer {
  who: Credentials;
  call: Call;
  projectId: number;
  servers: number[];
}

/** The customer's first project, and its running servers for the power actions. */
async function customerOf(baseUrl: string, who: Credentials): Promise<Customer> {
  const { call } = await signIn(baseUrl, who);
  const projectId = (await call(api.project.list)).body?.[0]?.id;
  if (projectId == null) throw new Error(`${who.email} has no project`);
  const rows = (await call(api.vm.hostList, { params: { projectId } })).body ?? [];
  const servers = rows
    .filter((vm) => vmPowerState(vm) === 'on')
    .slice(0, 2)
    .map((vm) => vm.id);
  return { who, call, projectId, servers };
}

/** What each power action leaves a server in once it has settled. */
const TARGET = { stop: 'off', start: 'on' } as const;
type Toggle = keyof typeof TARGET;
const POWER: Record<Toggle, (typeof api.vm)[`host${'Stop' | 'Start'}`]> = { stop: api.vm.hostStop, start: api.vm.hostStart };

interface Acked {
  keys: Array<{ customer: Customer; name: string }>;
  payments: Array<{ customer: Customer; amount: number }>;
  power: Map<number, { customer: Customer; action: Toggle }>;
  powerCount: number;
  refused: Record<string, number>;
}

/**
 * Writers loop until the server dies: SSH keys and payments (creates; the provider answers
 * neither with an id, so each carries a name or an amount of its own to be found by afterwards)
 * and stop/start of servers (power actions), each remembered once its 2xx arrived.
 */
function startWriters(customers: Customer[], writersPerCustomer: number) {
  const acked: Acked = { keys: [], payments: [], power: new Map(), powerCount: 0, refused: {} };
  const refuse = (what: string, status: number) => (acked.refused[`${what} ${status}`] = (acked.refused[`${what} ${status}`] ?? 0) + 1);
  const inFlightPower = new Map<number, Toggle>();
  const bank = Number(Object.keys(PAYMENT_PROVIDERS)[0]);
  let stopped = false;
  let unique = 0;
  const loops: Promise<unknown>[] = [];
  for (const c of customers) {
    for (let w = 0; w < writersPerCustomer; w++) {
      loops.push(
        (async () => {
          for (let i = 0; !stopped; i++) {
            try {
              if (i % 2 === 0) {
                const name = `bench-${w}-${i}-${unique++}`;
                const res = await c.call(api.sshKey.create, { params: { projectId: c.projectId }, body: { name, publicKey: newPublicKey('bench') } });
                if (res.status < 300) acked.keys.push({ customer: c, name });
                else refuse('key', res.status);
              } else {
                const amount = 2_000_000 + 10 * unique++;
                const res = await c.call(api.billing.paymentCreate, { body: { amount, paymentProviderId: bank } });
                if (res.status < 300) acked.payments.push({ customer: c, amount });
                else refuse('payment', res.status);
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
          let action: Toggle = 'stop';
          while (!stopped) {
            inFlightPower.set(vm, action);
            try {
              const res = await c.call(POWER[action], { params: { projectId: c.projectId, id: vm } });
              if (res.status < 300) {
                acked.powerCount++;
                acked.power.set(vm, { customer: c, action });
                action = action === 'stop' ? 'start' : 'stop';
              } else {
                refuse(`power ${action}`, res.status);
                await sleep(20); // still stopping or starting: the same action again
              }
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
function integrity(dataDir: string): string {
  const Database = createRequire(join(root, 'deploy/sandbox-api/package.json'))('better-sqlite3');
  const db = new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

/** A server's state once it has settled (the sandbox of the bench settles at once). */
async function settledPower(c: Customer, call: Call, id: number) {
  for (let tries = 0; tries < 50; tries++) {
    const vm = (await call(api.vm.hostGet, { params: { projectId: c.projectId, id } })).body;
    const state = vm ? vmPowerState(vm) : null;
    if (state) return state;
    await sleep(100);
  }
  return null;
}

export async function measureReliability({
  credentials,
  loadMs = 4000,
  writersPerCustomer = 6,
  onPhase = (_: string) => {},
}: {
  credentials: Credentials[];
  loadMs?: number;
  writersPerCustomer?: number;
  onPhase?: (phase: string) => void;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-reliability-'));
  try {
    let gateway = await startGateway({ preferredPort: 8295, dataDir });
    assertLoopback(gateway.url);
    const customers = await Promise.all(credentials.map((who) => customerOf(gateway.url, who)));
    onPhase(`writing with ${customers.length * writersPerCustomer} creators and ${customers.reduce((n, c) => n + c.servers.length, 0)} power loops`);
    const writers = startWriters(customers, writersPerCustomer);
    await sleep(loadMs);
    await gateway.crash();
    writers.stop();
    await writers.done();
    const { acked } = writers;
    onPhase(`killed (-9) after ${loadMs} ms; restarting on the same database`);

    gateway = await startGateway({ preferredPort: 8295, dataDir });
    let found = 0;
    const lost: string[] = [];
    try {
      for (const c of customers) {
        const { call } = await signIn(gateway.url, c.who);
        const keys = new Set(((await call(api.sshKey.list, { params: { projectId: c.projectId } })).body ?? []).map((k) => k.name));
        const amounts = new Set(((await call(api.billing.paymentList)).body ?? []).map((p) => p.amount));
        for (const k of acked.keys.filter((a) => a.customer === c)) {
          if (keys.has(k.name)) found++;
          else lost.push(`key ${k.name}`);
        }
        for (const p of acked.payments.filter((a) => a.customer === c)) {
          if (amounts.has(p.amount)) found++;
          else lost.push(`payment of ${p.amount}`);
        }
        for (const vm of c.servers) {
          const last = acked.power.get(vm);
          if (!last) continue;
          const state = await settledPower(c, call, vm);
          // The last answered action holds, or the one in flight at the kill went through after it.
          const inFlight = writers.inFlightPower.get(vm);
          if (state === TARGET[last.action] || (inFlight && state === TARGET[inFlight])) found++;
          else lost.push(`power ${last.action} of server ${vm} (now ${state ?? 'not settled'})`);
        }
      }
    } finally {
      await gateway.stop();
    }
    return {
      acknowledged: acked.keys.length + acked.payments.length + acked.powerCount,
      keys: acked.keys.length,
      payments: acked.payments.length,
      powerActions: acked.powerCount,
      powerServers: acked.power.size,
      refused: acked.refused,
      found,
      lost: lost.length,
      lostItems: lost.slice(0, 10),
      integrity: integrity(dataDir),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
