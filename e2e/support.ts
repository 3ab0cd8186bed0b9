import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Harbour#2026';
/** Display names of the seeded demo users (packages/db/src/seed.ts). */
export const DISPLAY_NAMES = { principal: 'Olivia Chen', agent: '王磊 Wang Lei', operator: 'Sara Lindqvist' };

export async function signIn(page: Page, name: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndWait(page: Page, name: string): Promise<void> {
  await signIn(page, name);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The newest mail the server wrote to DATA_DIR/outbox (no SMTP_URL in the browser tests). */
export function newestMail(): string {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`No mail in ${outbox}`);
  return readFileSync(files[0], 'utf8');
}
