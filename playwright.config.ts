import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import chromium from './scripts/chromium.json';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// The provider-behind-the-gateway run: a second sandbox stands in for the provider (PORT + 1),
// Prism validates every exchange with it against the API document (PORT + 2), and a gateway with
// UPSTREAM_API_URL serves the portal in front of them (PORT + 3).
const PROVIDER_PORT = PORT + 1;
const PRISM_PORT = PORT + 2;
const FRONT_PORT = PORT + 3;
// The provider's document alone: Prism's mock of it (PORT + 4), no sandbox, behind a gateway
// with UPSTREAM_API_URL (PORT + 5); e2e/provider-document.spec.ts walks every route there.
const MOCK_PORT = PORT + 4;
const MOCK_FRONT_PORT = PORT + 5;
/** The customer's flows through every area, run where the portal talks to a provider it does not host. */
const AREA_FLOWS =
  /\/(account|auth|account-recovery|vm|cloud-infra-resources|vpc|storage|cloud-platform|dns-cdn|dns-api-gateway|billing|support-area)\.spec\.ts$/;
export const PRISM_LOG = `.data/prism-e2e-${Date.now()}.log`;
process.env.E2E_PRISM_LOG ||= PRISM_LOG;
// The sandbox mailbox opens only with this secret; set before the workers start, so the server
// and every worker (e2e/support.ts latestCode) share it.
const CODES_SECRET = (process.env.SANDBOX_CODES_SECRET ||= randomBytes(18).toString('base64url'));

/** Browser tests against the production build served by the gateway with the sandbox. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalTeardown: './e2e/wire-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: chromium.path,
      args: ['--headless', ...chromium.flags],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Each spec runs once. The area flows run behind the gateway against a stand-in provider, every
    // exchange checked by Prism; what only the demo has (faults, the operator, delivery, the
    // accessibility walk) runs on the gateway with its own sandbox, as `npm start` serves it.
    { name: 'sandbox', testIgnore: [AREA_FLOWS, /\/provider-document\.spec\.ts$/], metadata: { mailbox: `http://127.0.0.1:${PORT}` } },
    // The accessibility walk again in dark (issue 33): the system prefers dark and nothing is
    // stored, so every page takes the dark scheme; the walk checks <html data-theme> on each page.
    { name: 'sandbox-dark', testMatch: /\/accessibility\.spec\.ts$/, use: { colorScheme: 'dark' }, metadata: { mailbox: `http://127.0.0.1:${PORT}` } },
    {
      name: 'provider-behind-gateway',
      testMatch: AREA_FLOWS,
      use: { baseURL: `http://127.0.0.1:${FRONT_PORT}` },
      // The mailbox is the stand-in provider's: the front gateway sends all of /api upstream.
      metadata: { mailbox: `http://127.0.0.1:${PROVIDER_PORT}` },
    },
    { name: 'provider-document', testMatch: /\/provider-document\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${MOCK_FRONT_PORT}` } },
  ],
  webServer: [
    {
      command: 'node deploy/gateway/dist/main.js',
      url: `http://127.0.0.1:${PORT}/mf/registry.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: `.data/e2e-${Date.now()}`,
        STORE_DIR: '.data/store',
        SANDBOX_PROVISION_MS: '1500',
        SANDBOX_EXPOSE_CODES: '1',
        SANDBOX_CODES_SECRET: CODES_SECRET,
        SANDBOX_FAULTS: '1',
        // Every answer of the migrated areas is held to the API document; e2e/wire-teardown.ts fails
        // the run on any violation, even one a page swallowed.
        SANDBOX_WIRE_CHECK: '1',
      },
    },
    {
      command: 'node deploy/gateway/dist/main.js',
      url: `http://127.0.0.1:${PROVIDER_PORT}/mf/registry.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PROVIDER_PORT),
        DATA_DIR: `.data/e2e-provider-${Date.now()}`,
        STORE_DIR: '.data/store',
        SANDBOX_PROVISION_MS: '1500',
        SANDBOX_EXPOSE_CODES: '1',
        SANDBOX_CODES_SECRET: CODES_SECRET,
        SANDBOX_WIRE_CHECK: '1',
      },
    },
    {
      command: `node e2e/prism-proxy.mjs http://127.0.0.1:${PROVIDER_PORT} ${PRISM_PORT} ${process.env.E2E_PRISM_LOG}`,
      // The stand-in answers 401 without a token; Prism passes it on once it is listening.
      url: `http://127.0.0.1:${PRISM_PORT}/api/my/project/list`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node deploy/gateway/dist/main.js',
      url: `http://127.0.0.1:${FRONT_PORT}/mf/registry.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(FRONT_PORT),
        DATA_DIR: `.data/e2e-front-${Date.now()}`,
        STORE_DIR: '.data/store',
        UPSTREAM_API_URL: `http://127.0.0.1:${PRISM_PORT}`,
      },
    },
    {
      command: `node e2e/provider-mock.mjs ${MOCK_PORT}`,
      url: `http://127.0.0.1:${MOCK_PORT}/api/my/project/list`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node deploy/gateway/dist/main.js',
      url: `http://127.0.0.1:${MOCK_FRONT_PORT}/mf/registry.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(MOCK_FRONT_PORT),
        DATA_DIR: `.data/e2e-mock-front-${Date.now()}`,
        STORE_DIR: '.data/store',
        UPSTREAM_API_URL: `http://127.0.0.1:${MOCK_PORT}`,
      },
    },
  ],
});
