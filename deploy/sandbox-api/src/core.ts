import { chargeAll, type ChargeResult } from './areas/billing/charges';
import { externalSignInFromEnv, type ExternalSignInConfig } from './auth/external-identity-config';
import { createClock, type Clock } from './clock';
import { openDb, type Db } from './db/open';
import { earliestPending, settle } from './engine/lifecycle';
import type { EngineEnv, ResourceDef } from './engine/types';
import { FaultRules } from './http/faults';
import type { WireViolation } from './http/wire-check';
import { allResources } from './areas';
import { seedDemo } from './seed';

export interface SandboxOptions {
  /** SQLite file (WAL mode); ':memory:' (default) for tests. */
  dbFile?: string;
  /** How long 'creating' and 'deleting' last. 0 (default): settled by the next request. The demo uses ~3000. */
  delays?: { provisionMs: number };
  /** Load the demo customers, projects and resources (once per database). */
  seed?: boolean;
  /** Honour `x-sandbox-fault` headers and the /api/sandbox/fault rules. Never in production. */
  faults?: boolean;
  /** Serve GET /api/sandbox/codes (captcha answers, e-mailed codes) for end-to-end tests and the demo. */
  exposeCodes?: boolean;
  /**
   * With `exposeCodes`: the secret that opens the sandbox mailbox (`X-Sandbox-Secret` header or the
   * mailbox page's form). Default: `SANDBOX_CODES_SECRET` from the environment, else a random one
   * printed once at start. Never readable anonymously.
   */
  codesSecret?: string;
  /**
   * A session ends after this many ms without a request, on top of its 30-day lifetime. Default:
   * SANDBOX_SESSION_IDLE_MINUTES from the environment, else 30 minutes; 0 turns it off.
   */
  sessionIdleMs?: number;
  /** Receives every code the sandbox would e-mail or text; defaults to the Fastify log. */
  logCodes?: (kind: string, to: string, code: string) => void;
  /** Resources the engine serves; defaults to `allResources` (tests may add their own declarations). */
  resources?: readonly ResourceDef[];
  /** Extra SQL run after migrations, for tables of test-only resources. */
  setupSql?: string;
  /** Source of time (tests pass a manual clock). */
  now?: () => Date;
  /** Sign-in with Google and ITO: the sandbox provider by default; GOOGLE_* / ITO_* variables when absent. */
  externalSignIn?: ExternalSignInConfig;
  /**
   * Run hourly charging on a timer every this many ms. Default: every minute for a file database
   * (a persistent sandbox bills like a cloud), never for ':memory:'; 0 turns it off.
   */
  chargeEveryMs?: number;
  /**
   * Hold every answer of the document's checked areas to portal-api.json (http/wire-check.ts): a
   * violation answers 500 and is kept in `wireViolations`. Tests and the browser suite; never production.
   */
  wireCheck?: boolean;
}

export interface SandboxCore extends EngineEnv {
  options: SandboxOptions;
  faults: FaultRules;
  /** The providers the portal signs in with, resolved once (the sandbox provider's client secret lives here). */
  externalSignIn: ExternalSignInConfig;
  /** Completes due transitions (creating → active, deleting → removed). */
  settle(): number;
  /** Charges every active billable resource for each full hour since its last charge; idempotent. */
  chargeHourly(now?: Date): ChargeResult;
  close(): void;
  /** What the wire check refused so far (with `wireCheck`). */
  wireViolations: WireViolation[];
}

export function createCore(options: SandboxOptions = {}): SandboxCore {
  const db: Db = openDb(options.dbFile ?? ':memory:');
  if (options.setupSql) db.exec(options.setupSql);
  const clock: Clock = createClock(options.now);
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  // Settling runs before every request; knowing when the next transition is due turns it into one
  // comparison on the hot path (rows written outside the engine are found by the first scan).
  let nextDueMs = -Infinity;
  const settleAt = (atMs: number): number => {
    if (atMs < nextDueMs) return 0;
    const done = settle(core, atMs);
    nextDueMs = earliestPending(core);
    return done;
  };

  const core: SandboxCore = {
    db,
    clock,
    options,
    provisionMs: Math.max(0, options.delays?.provisionMs ?? 0),
    resources: options.resources ?? allResources,
    faults: new FaultRules(),
    wireViolations: [],
    externalSignIn: options.externalSignIn ?? externalSignInFromEnv(),
    schedule(atMs) {
      nextDueMs = Math.min(nextDueMs, atMs);
      // With no delay the next request settles the row; a timer would only race the test.
      if (closed || core.provisionMs === 0) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          if (!closed) core.settle();
        },
        Math.max(0, atMs - clock.ms()) + 5,
      );
      timer.unref();
      timers.add(timer);
    },
    settle: () => settleAt(clock.ms()),
    chargeHourly(now) {
      const at = (now ?? clock.now()).getTime();
      settleAt(at);
      return chargeAll(core, at);
    },
    close() {
      if (closed) return;
      closed = true;
      for (const t of timers) clearTimeout(t);
      core.faults.releaseAll();
      db.close();
    },
  };

  if (options.seed) seedDemo(db, clock.now());
  const chargeEveryMs = options.chargeEveryMs ?? ((options.dbFile ?? ':memory:') === ':memory:' ? 0 : 60_000);
  if (chargeEveryMs > 0) {
    const timer = setInterval(() => core.chargeHourly(), chargeEveryMs);
    timer.unref();
    timers.add(timer as unknown as NodeJS.Timeout);
  }
  return core;
}
