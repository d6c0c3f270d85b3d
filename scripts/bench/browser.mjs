// Debian's chromium through Playwright, with the same flags as the e2e suite (never a download).
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM } from '../tools.mjs';

export { CHROME_FLAGS };

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROME_FLAGS] });

/** Same viewport and locale as the e2e suite. */
export const CONTEXT_OPTIONS = { locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1366, height: 900 } };
