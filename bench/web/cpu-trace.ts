import type { Browser, Page } from 'playwright-core';

/** Main-thread work that renders a frame, from Chromium's timeline trace. */
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
  dur?: number;
  args?: { data?: { type?: string } };
}

/**
 * Runs `act` under a timeline trace and returns, per typed key, the main thread's CPU time
 * (`tdur`: thread time, not wall time) from its keypress to the next paint: the key's event
 * handling (React included) plus the style, layout and paint of its frame. On a
 * shared machine this shows the page's own cost when wall-clock latencies mostly show the load.
 */
export async function keystrokeCpuMs(
  browser: Browser,
  page: Page,
  act: () => Promise<void>,
): Promise<number[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await act();
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = (Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])).filter((e) => e.ph === 'X');
  const keys = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keypress')
    .sort((a, b) => a.ts - b.ts);
  const work = events.filter((e) => RENDERING.has(e.name));
  return keys.map((key, index) => {
    // The key's frame: up to the first paint after it (and the layerize that follows at once),
    // not the scroll and click to the next input that come before the next key.
    const next = keys[index + 1]?.ts ?? Number.POSITIVE_INFINITY;
    const paint = work.find((e) => e.name === 'Paint' && e.ts >= key.ts && e.ts < next);
    const end = paint ? Math.min(next, paint.ts + (paint.dur ?? 0) + 10_000) : next;
    const rendering = work
      .filter((e) => e.ts >= key.ts && e.ts < end)
      .reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0);
    return ((key.tdur ?? key.dur ?? 0) + rendering) / 1000;
  });
}

interface NamedEvent extends TraceEvent {
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; isLoadingMainFrame?: boolean } };
}

/**
 * Opens a page under a timeline trace and returns the page's main-thread CPU time (`tdur` of its
 * top-level tasks) from navigation to `lcpMs` after it: what the page itself costs before its
 * largest paint, which a loaded machine stretches in wall time but not in thread time.
 */
export async function loadCpuMs(
  browser: Browser,
  page: Page,
  load: () => Promise<number>,
): Promise<{ lcp: number; cpu: number }> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'loading',
      'blink.user_timing',
    ],
  });
  const lcp = await load();
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: NamedEvent[] } | NamedEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  // The renderer that painted the LCP candidate, its main thread, and its navigation's start.
  const candidate = events.find((e) => e.name === 'largestContentfulPaint::Candidate');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === candidate?.pid,
  );
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid)?.ts;
  if (!main || start === undefined) throw new Error('The trace has no renderer main thread to measure');
  const end = start + lcp * 1000;
  const cpu = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid)
    .filter((e) => e.ts >= start && e.ts <= end)
    .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  return { lcp, cpu: cpu / 1000 };
}
