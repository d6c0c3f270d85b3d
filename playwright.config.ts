import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import chromium from './scripts/chromium.json';

const PORT = Number(process.env.E2E_PORT ?? 8181);
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
  webServer: {
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
    },
  },
});
