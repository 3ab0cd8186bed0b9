import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// `npm test` chooses the port and data directory; when the config is used on its own
// (npx playwright test -c e2e/playwright.config.ts) it picks them here. Workers inherit them.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portledger-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const repo = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  // One folder per run: two checkouts testing at once must not delete each other's traces.
  outputDir: join(tmpdir(), `portledger-e2e-results-${port}`),
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    // The system's "reduce motion", which the app honours (no antd animations or transitions):
    // the browser renders about 40% less, which is most of this suite's time on 2 cores
    // (decision 043). charterers.spec.ts keeps the animations.
    reducedMotion: 'reduce',
    // Recording a trace costs the browser a JPEG screencast of every frame and a DOM snapshot at
    // every action: 42% of the suite's time on 2 cores with screenshots, 19% without them
    // (decision 063). CI keeps no file after its run, so there a trace is made only of a failed
    // test's retry; a local run keeps the DOM snapshots of a failed test, without the screencast.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  webServer: {
    // As `npm start` runs it: the bundle (decision 031), built first when its sources are newer.
    command: `"${process.execPath}" scripts/build-server.mjs && "${process.execPath}" --enable-source-maps apps/server/dist/main.js`,
    cwd: repo,
    url: `${baseURL}/uapi/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Lets a developer test a web build of their own (npx vite build --outDir ...) in isolation.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
