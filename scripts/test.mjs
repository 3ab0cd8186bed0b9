// `npm test`: every test. Unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// through Vitest, then the browser tests through Playwright in the system Chromium.
//   --unit-only   only Vitest        --e2e-only   only Playwright
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfNeeded } from './build-server.mjs';
import { buildWebIfNeeded, freePort, run } from './lib.mjs';

const argv = new Set(process.argv.slice(2));
const unit = !argv.has('--e2e-only');
const e2e = !argv.has('--unit-only');
const reports = mkdtempSync(join(tmpdir(), 'portledger-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;

// Debian's chromium-headless-shell first: the same engine without the browser's own UI processes,
// it runs the browser suite on about a quarter less CPU than the full chromium on this 2-core kind
// of machine (decision 017, "The browser suite's Chromium").
const candidates = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    console.error(`CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist.`);
    process.exit(1);
  }
  return candidates.find((path) => existsSync(path));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium-headless-shell package...");
    if (
      run('apt-get', ['update', '-qq']) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']) === 0
    ) {
      const installed = findChromium();
      if (installed) return installed;
    }
  }
  console.error(
    'The browser tests need Chromium: install it (Debian: sudo apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  return true;
}

if (unit) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
  }
  const file = join(reports, 'vitest.json');
  const status = run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (!countVitest(file) || status !== 0) failedSteps++;
}

if (e2e) {
  const chromium = ensureChromium();
  buildWebIfNeeded();
  await buildServerIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'portledger-e2e-'));
  const file = join(reports, 'playwright.json');
  const status = run(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(await freePort()),
        E2E_DATA_DIR: dataDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    },
  );
  if (!countPlaywright(file) || status !== 0) failedSteps++;
  rmSync(dataDir, { recursive: true, force: true });
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
