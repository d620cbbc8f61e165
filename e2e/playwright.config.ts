import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';
import { currentServer, e2eWorkers } from './support/workers';

const { testBrowserPath } = createRequire(__filename)('../scripts/test-browser.cjs') as { testBrowserPath(): string | null };

/**
 * The whole portal in Debian's Chromium against the production build, served by the real server
 * (support/global-setup.ts builds nothing: the builds must exist; it starts one server per worker,
 * each with a fresh data directory and demo data).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One server and database per worker (support/workers.ts): a worker's tests run one after another.
  workers: e2eWorkers(),
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: './output/report', open: 'never' }]],
  use: {
    // The config is evaluated again in each worker, which finds its own server there.
    baseURL: process.env.E2E_BASE_URL ?? currentServer()?.baseUrl,
    locale: 'de-DE',
    viewport: { width: 1280, height: 860 },
    // Recording a trace of every test cost about a tenth of the suite's time; E2E_TRACE=1 records
    // them again (kept for failed tests) when a failure needs one. Screenshots of failures stay.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell when installed (scripts/test-browser.cjs).
      executablePath: testBrowserPath() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
