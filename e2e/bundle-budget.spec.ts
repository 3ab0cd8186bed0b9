import { expect, test } from '@playwright/test';
import { measureWeb } from '../bench/web/measure.ts';

/**
 * The JavaScript each first page downloads, gzip, counted by bench/web/measure.ts in this browser
 * against the production build (docs/decisions/018). Byte counts are deterministic, so a
 * regression fails here; timings (LCP, keystrokes) are benchmarks, never asserted in tests.
 */
const KB = 1024;
/** Issue 8's targets: the sign-in page, and the port-call list (the first page after sign-in). */
const LOGIN_BUDGET = 200 * KB;
const DAS_MGMT_BUDGET = 400 * KB;

test('the login page and the port-call list stay within their JavaScript budgets', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const figures = await measureWeb({ baseUrl: baseURL!, browser, bytesOnly: true });
  test
    .info()
    .annotations.push(
      { type: 'login JS (gzip)', description: `${(figures.login.gzip / KB).toFixed(1)} KB` },
      { type: '/das-mgmt JS (gzip)', description: `${(figures.dasMgmt.gzip / KB).toFixed(1)} KB` },
    );
  // Guard against a measurement that counts nothing (a page that failed to load its scripts).
  expect(figures.login.scripts).toBeGreaterThan(3);
  expect(figures.dasMgmt.scripts).toBeGreaterThan(figures.login.scripts);
  expect(figures.login.gzip, 'JS transferred for /auth/login').toBeLessThanOrEqual(LOGIN_BUDGET);
  expect(figures.dasMgmt.gzip, 'JS transferred for /das-mgmt').toBeLessThanOrEqual(DAS_MGMT_BUDGET);
});
