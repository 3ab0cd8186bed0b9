import type { Browser, Page } from 'playwright-core';
import { keystrokeCpuMs } from './cpu-trace.ts';

/**
 * Installed before any page script: the LCP candidates, and per keystroke the time from the key
 * event to the next paint (a frame callback, then a task after that frame), plus the Event Timing
 * API's interaction durations (what INP is made of; entries start at 16 ms).
 */
export const PROBES = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__keys = [];
  window.__typed = new Set();
  document.addEventListener('keydown', (event) => {
    // Characters typed only: not the select-all or other shortcuts around them.
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey) return;
    const start = event.timeStamp;
    window.__typed.add(start);
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - start), 0));
  }, true);
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__events.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

declare global {
  interface Window {
    __lcp: number[];
    __keys: number[];
    __typed: Set<number>;
    __events: { id: number; start: number; duration: number }[];
  }
}

/** The largest-contentful-paint time: the last candidate reported before any input. */
export async function readLcp(page: Page): Promise<number> {
  // LCP entries are queued after paint; give the observer a frame to deliver the last one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const candidates = await page.evaluate(() => window.__lcp);
  const last = candidates.at(-1);
  if (last === undefined) throw new Error('The page reported no largest-contentful-paint');
  return last;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** Longest interaction the Event Timing API saw (INP of a page with few interactions); 0 if none >= 16 ms. */
  longestInteraction: number;
  /** Main-thread CPU time per key (cpu-trace.ts), free of the machine's load. */
  cpu: { p50: number; p95: number; max: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Types `text` into each input, one key at a time with a pause, and reads the probes. */
export async function typeAndMeasure(
  browser: Browser,
  page: Page,
  inputs: ReturnType<Page['locator']>[],
  text: string,
): Promise<Latency> {
  await page.evaluate(() => {
    window.__keys = [];
    window.__typed.clear();
    window.__events = [];
  });
  const cpu = await keystrokeCpuMs(browser, page, async () => {
    for (const input of inputs) {
      await input.scrollIntoViewIfNeeded();
      await input.click();
      await input.press('ControlOrMeta+a');
      // A pause between keys, as a person types, so one key's work does not hide in the next's.
      await input.pressSequentially(text, { delay: 80 });
    }
  });
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const { keys, events } = await page.evaluate(() => {
    // An interaction counts when one of its entries (keydown, keypress, keyup) began at a typed key.
    const typed = new Set(window.__events.filter((e) => window.__typed.has(e.start)).map((e) => e.id));
    return { keys: window.__keys, events: window.__events.filter((e) => typed.has(e.id)) };
  });
  const sorted = [...keys].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
    longestInteraction: events.reduce((max, entry) => Math.max(max, entry.duration), 0),
    cpu: { p50: percentile(cpuSorted, 50), p95: percentile(cpuSorted, 95), max: cpuSorted.at(-1) ?? 0 },
  };
}
