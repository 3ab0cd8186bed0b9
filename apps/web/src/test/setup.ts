import { cleanup } from '@testing-library/react';
import 'dayjs/locale/zh-cn';
import { afterAll, vi } from 'vitest';
import { queryClient } from '../app/query-client.ts';
import { applyDayjsLocale } from '../lib/dayjs-locale.ts';
import { i18n, initialLocale, startI18n } from '../lib/i18n.ts';
import { enUS } from '../locales/en-US/index.ts';
import { zhCN } from '../locales/zh-CN/index.ts';

// Tests switch languages within one page, so both are loaded here (the app loads one per page).
startI18n(initialLocale, { 'en-US': enUS, 'zh-CN': zhCN as typeof enUS });
applyDayjsLocale('zh-CN');
applyDayjsLocale(initialLocale);

// jsdom lacks these; antd's responsive table, grid and popups use them.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The test files of a worker share one page and its modules (isolate: false, decision 054): what a
// file leaves behind (a rendered tree, storage, the language, a fake clock, cached queries, the
// address) is undone before the next file, as a fresh page would have it.
afterAll(async () => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage(initialLocale);
  applyDayjsLocale(initialLocale);
});
