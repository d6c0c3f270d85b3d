// `npm test`: everything a fresh clone needs, then every test: types, lint and format, unit/component and sandbox
// (jest), and the browser suite (Playwright + Debian chromium) against the production build.
import { buildAll } from './build.mjs';
import { ensureCheckers, ensureChromium, ensureNginx, install, log, pnpm } from './tools.mjs';

const steps = [
  ['Type check', () => pnpm(['run', 'typecheck'])],
  // Both cached under node_modules/.cache: a second run reads only the files that changed.
  ['Lint and format (ESLint, Prettier)', () => pnpm(['run', 'lint'])],
  // Both cores: jest's default (cores - 1) runs one worker here, 15 min instead of 8.5.
  ['Unit, component and sandbox tests (jest)', () => pnpm(['exec', 'jest', '--ci', '--maxWorkers=2'])],
  ['Production build', buildAll],
  ['End-to-end tests (Playwright, chromium)', () => pnpm(['exec', 'playwright', 'test'], { env: { CI: process.env.CI ?? '1' } })],
];

const started = Date.now();
try {
  install();
  ensureChromium();
  ensureNginx();
  ensureCheckers();
  const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;
  for (const [name, step] of steps) {
    log(name);
    const stepStarted = Date.now();
    await step();
    // Each step's time, so a slow run says where the minutes went.
    console.log(`  ${name}: ${minutes(stepStarted)}`);
  }
  log(`All test steps passed in ${minutes(started)} (install and tool checks included)`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
