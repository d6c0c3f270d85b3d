import { join, resolve } from 'node:path';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Data folder: SQLite database of the sandbox and the remote store. */
  dataDir: string;
  /** Where the versioned remotes and registry.json live (default `<dataDir>/store`); with a bucket, the pod's read-through cache of it. */
  storeDir: string;
  /**
   * The store in a bucket (`STORE_URL=s3://bucket/prefix`): registry.json is revalidated by ETag
   * every `registryPollMs` and versioned files are read from the bucket; null: the folder storeDir.
   * A gateway on a bucket is a deployment of several machines: it refuses to start without
   * UPSTREAM_API_URL rather than run a separate demo sandbox in every pod.
   */
  storeUrl: string | null;
  /** `REGISTRY_POLL_MS` (1000): how often a bucket's registry.json is revalidated. */
  registryPollMs: number;
  /**
   * The scrape credential of `/metrics` (`METRICS_TOKEN`, a bearer token); unset: this machine
   * only. Not the operator secret: Prometheus holding it opens nothing else.
   */
  metricsToken: string | null;
  /**
   * Who judges a running canary (`CANARY_JUDGE`): `gateway`, this process over the reports it
   * receives (one machine: the default with a folder store), or `prometheus`, the recording rules
   * and alert in deploy/prometheus over every pod's counters, whose Alertmanager webhook
   * (`POST /operator/alerts`) aborts the canary (the default with a bucket).
   */
  canaryJudge: 'gateway' | 'prometheus';
  /** The bearer token Alertmanager's webhook sends (`ALERT_WEBHOOK_TOKEN`); unset: no webhook (404). */
  alertWebhookToken: string | null;
  /** Prometheus' URL (`PROMETHEUS_URL`): the operator page's figures across every pod; unset: this pod's own. */
  prometheusUrl: string | null;
  /**
   * A host build to serve instead of the store's live host version (`HOST_DIR`, for development);
   * null: the registry's `host` version, else the repository's `host/dist`.
   */
  hostDir: string | null;
  /** Host build served when the store has no host version yet. */
  fallbackHostDir: string;
  /** A real provider API to proxy `/api` to; when unset the embedded sandbox answers. */
  upstreamApiUrl: string | null;
  /** Extra origins remotes may be loaded from (CDN). */
  remoteOrigins: string[];
  /** Remotes served by a dev server instead of the store: name → remoteEntry.js URL. */
  devRemotes: Record<string, string>;
  /** Sandbox: milliseconds a resource spends in a transitional state. */
  provisionMs: number;
  /** Sandbox: expose captcha answers and emailed codes at /api/sandbox/codes (demo and tests). */
  exposeCodes: boolean;
  /** Sandbox: honour fault-injection headers (tests only). */
  faults: boolean;
  /** Sandbox: hold the checked areas' answers to the API document (`SANDBOX_WIRE_CHECK=1`; the browser suite). */
  wireCheck: boolean;
  /**
   * Proxies whose `X-Forwarded-For`/`-Proto` are believed (`TRUST_PROXY`: addresses or CIDRs,
   * comma separated). Empty by default: otherwise any client could pick its own IP for the
   * per-IP limits and the user log.
   */
  trustProxy: string[];
  /**
   * The operator's credential (`OPERATOR_SECRET`): the `portal_operator` cookie of the operator page
   * (unset: no page) and, with a real provider, of a forced remote version (unset: never).
   */
  operatorSecret: string | null;
  /** Automatic canary abort: the sliding window the figures are taken over (`CANARY_WINDOW_SECONDS`, 300). */
  canaryWindowSeconds: number;
  /** Automatic canary abort: attempts the canary needs in the window before it is judged (`CANARY_MIN_LOADS`, 50). */
  canaryMinLoads: number;
  /**
   * Report batches a minute per client address at `/mf/reports` (`REPORTS_PER_MINUTE`, 30; bursts of
   * a third of it, at least 10). Raise it when many browsers share one address (an office behind NAT).
   */
  reportsPerMinute: number;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const repoRoot = resolve(__dirname, '../../..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const storeUrl = env.STORE_URL || null;
  if (storeUrl && !/^s3:\/\//i.test(storeUrl)) throw new Error(`STORE_URL must be s3://<bucket>[/<prefix>], not ${storeUrl}`);
  if (storeUrl && !env.UPSTREAM_API_URL) {
    throw new Error(
      'STORE_URL is set (a deployment on several machines) but UPSTREAM_API_URL is not: set the provider API; the demo sandbox runs only with a folder store',
    );
  }
  const judge = env.CANARY_JUDGE ?? (storeUrl ? 'prometheus' : 'gateway');
  if (judge !== 'gateway' && judge !== 'prometheus') throw new Error(`CANARY_JUDGE must be gateway or prometheus, not ${judge}`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    storeDir: resolve(env.STORE_DIR ?? join(dataDir, storeUrl ? 'store-cache' : 'store')),
    storeUrl,
    registryPollMs: Number(env.REGISTRY_POLL_MS ?? 1000),
    metricsToken: env.METRICS_TOKEN || null,
    canaryJudge: judge,
    alertWebhookToken: env.ALERT_WEBHOOK_TOKEN || null,
    prometheusUrl: env.PROMETHEUS_URL || null,
    hostDir: env.HOST_DIR ? resolve(env.HOST_DIR) : null,
    fallbackHostDir: join(repoRoot, 'host/dist'),
    upstreamApiUrl: env.UPSTREAM_API_URL || null,
    remoteOrigins: list(env.REMOTE_ORIGINS),
    devRemotes: Object.fromEntries(list(env.DEV_REMOTES).map((pair) => pair.split('=') as [string, string])),
    provisionMs: Number(env.SANDBOX_PROVISION_MS ?? 3000),
    exposeCodes: env.SANDBOX_EXPOSE_CODES !== '0',
    faults: env.SANDBOX_FAULTS === '1',
    wireCheck: env.SANDBOX_WIRE_CHECK === '1',
    trustProxy: list(env.TRUST_PROXY),
    operatorSecret: env.OPERATOR_SECRET || null,
    canaryWindowSeconds: Number(env.CANARY_WINDOW_SECONDS ?? 300),
    canaryMinLoads: Number(env.CANARY_MIN_LOADS ?? 50),
    reportsPerMinute: Number(env.REPORTS_PER_MINUTE ?? 30),
  };
}
