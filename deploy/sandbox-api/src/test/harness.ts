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
  const sandbox = createSandbox({ seed: true, now: time.now, ...options });
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

/** Id of a seeded project by name. */
export const projectId = (h: Harness, name: string) => h.db.prepare('SELECT id FROM projects WHERE name = ?').pluck().get(name) as number;
/** Id of a seeded storage host by name. */
export const hostId = (h: Harness, name: string) => h.db.prepare('SELECT id FROM storage_hosts WHERE name = ?').pluck().get(name) as number;
export const count = (h: Harness, table: string) => h.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
