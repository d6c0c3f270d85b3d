// Shared set-up for the sandbox's own tests: a real in-memory database, a manual clock, app.inject.
import { dirname } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createSandbox, type Sandbox } from '../app';
import { manualClock } from '../clock';
import type { SandboxOptions } from '../core';
import { DEMO_CREDENTIALS } from '../seed';

// app.inject loads light-my-request, which requires the ESM-only `cookie` 2.x; jest on Node 20 cannot
// load that and the root jest config does not transform it. These tests never send cookies, so the
// one function it imports is replaced. (Better fix: add 'cookie' to the ESM list in jest.config.js.)
try {
  const lightMyRequest = require.resolve('light-my-request', { paths: [dirname(require.resolve('fastify'))] });
  jest.doMock(require.resolve('cookie', { paths: [dirname(lightMyRequest)] }), () => ({
    stringifySetCookie: () => {
      throw new Error('cookies are not used by the sandbox tests');
    },
  }));
} catch {
  // A light-my-request without `cookie` needs no stand-in.
}

export interface Harness extends Sandbox {
  time: ReturnType<typeof manualClock>;
  login(email?: string, password?: string): Promise<string>;
  api(token?: string): Client;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Client {
  get(path: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(path: string, body?: unknown): Promise<LightMyRequestResponse>;
  del(path: string): Promise<LightMyRequestResponse>;
}

export function harness(options: SandboxOptions = {}): Harness {
  const time = manualClock();
  // Tests jump hours of billing time between requests of one session: no idle timeout unless a
  // test asks for one (sessions.test.ts does).
  const sandbox = createSandbox({ seed: true, now: time.now, sessionIdleMs: 0, wireCheck: true, ...options });
  const api = (token?: string): Client => {
    const send = (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      sandbox.app.inject({
        method,
        url: path.startsWith('/api/') ? path : `/api/my/${path}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    return {
      get: (p, h) => send('GET', p, undefined, h),
      post: (p, b, h) => send('POST', p, b, h),
      put: (p, b) => send('PUT', p, b),
      del: (p) => send('DELETE', p),
    };
  };
  const login = async (email: string = DEMO_CREDENTIALS.demo.email, password: string = DEMO_CREDENTIALS.demo.password) => {
    const res = await api().post('auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().accessToken as string;
  };
  return { ...sandbox, time, api, login };
}

/** The demo customer's seeded project the resource tests create into. */
export const TEST_PROJECT = 'پروژه آزمایشی';

/** What `signedInProject` hands a test file; its fields are replaced before every test. */
export interface ProjectCtx {
  h: Harness;
  /** The demo user, owner of `pid`. */
  api: Client;
  /** A user of another customer, for the "not yours" checks. */
  other: Client;
  pid: number;
}

/**
 * Registers beforeEach/afterEach for a fresh sandbox with the demo user signed in on TEST_PROJECT.
 * Read the fields inside tests only (they are set per test).
 */
export function signedInProject(options: SandboxOptions = {}): ProjectCtx {
  const ctx = {} as ProjectCtx;
  beforeEach(async () => {
    Object.assign(ctx, await signIn(harness(options)));
  });
  afterEach(() => ctx.h.close());
  return ctx;
}

/** A second sandbox inside one test (say, with provisioning delays), signed in the same way and closed after `fn`. */
export async function withProject<T>(options: SandboxOptions, fn: (ctx: ProjectCtx) => Promise<T>): Promise<T> {
  const h = harness(options);
  try {
    return await fn(await signIn(h));
  } finally {
    await h.close();
  }
}

async function signIn(h: Harness): Promise<ProjectCtx> {
  return { h, api: h.api(await h.login()), other: lazyClient(h, DEMO_CREDENTIALS.other), pid: projectId(h, TEST_PROJECT) };
}

// Signs in on first use: a login costs one scrypt hash, and most tests never act as the other customer.
function lazyClient(h: Harness, who: { email: string; password: string }): Client {
  let client: Promise<Client> | undefined;
  const ready = () => (client ??= h.login(who.email, who.password).then((token) => h.api(token)));
  return {
    get: async (p, headers) => (await ready()).get(p, headers),
    post: async (p, body, headers) => (await ready()).post(p, body, headers),
    put: async (p, body) => (await ready()).put(p, body),
    del: async (p) => (await ready()).del(p),
  };
}

/** Id of a seeded project by name. */
export const projectId = (h: Harness, name: string) => h.db.prepare('SELECT id FROM projects WHERE name = ?').pluck().get(name) as number;
/** Id of a seeded storage host by name. */
export const hostId = (h: Harness, name: string) => h.db.prepare('SELECT id FROM storage_hosts WHERE name = ?').pluck().get(name) as number;
/** Rows of a table, or only of one project's (the demo seed fills the main project). */
export const count = (h: Harness, table: string, projectId?: number) =>
  (projectId === undefined
    ? h.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()
    : h.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE project_id = ?`).pluck().get(projectId)) as number;
