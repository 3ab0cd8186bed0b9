import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { BrowserContext, Page } from 'playwright-core';

/** JavaScript a page loaded: every script response, lazy chunks included, until the network is idle. */
export interface ScriptTransfer {
  /** Script responses counted. */
  scripts: number;
  /** Bytes on the wire (bodies as encoded), the browser asking for gzip only. */
  gzip: number;
  /** The same scripts fetched again asking for brotli only. */
  brotli: number;
  /** Uncompressed bytes. */
  raw: number;
  urls: string[];
}

/** How long no script may be asked for before the page counts as settled. */
const QUIET_MS = 1000;

/**
 * Records the encoded body size of every script response of a page (Accept-Encoding: gzip).
 * `settled` waits until no script has been in flight for QUIET_MS (the page holds a live
 * notification stream open, so Playwright's 'networkidle' never comes).
 */
export function recordScripts(page: Page) {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isScript = (request: { resourceType(): string }) => request.resourceType() === 'script';
  page.on('request', (request) => {
    if (!isScript(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const done = (request: { resourceType(): string }) => {
    if (!isScript(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const request = response.request();
    if (!isScript(request)) return;
    pending.push(
      (async () => {
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        // A server that answered another encoding than asked would make the figure meaningless.
        if (
          response.status() === 200 &&
          encoding !== 'gzip' &&
          Number(await response.headerValue('content-length')) > 1024
        )
          throw new Error(`${response.url()} came back as ${encoding}, not gzip`);
        const { responseBodySize } = await request.sizes();
        return { url: response.url(), bytes: responseBodySize };
      })(),
    );
  });
  return {
    async settled() {
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
      return Promise.all(pending);
    },
  };
}

/** The size of a URL's body as sent with one Accept-Encoding (Node does not decode it). */
export function encodedSize(url: string, encoding: string): Promise<number> {
  const get = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Opens `url` in the context (which must ask for gzip only and have an empty cache), waits for
 * `ready` and until no more scripts come, and sums the scripts it loaded.
 */
export async function measureScripts(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<ScriptTransfer> {
  const page = await context.newPage();
  const recorder = recordScripts(page);
  await page.goto(url);
  await ready(page);
  // Chunks a page asks for after its first render (lazy routes, i18n) come in while it settles.
  const scripts = await recorder.settled();
  await page.close();
  const urls = [...new Set(scripts.map((script) => script.url))];
  const gzip = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const [brotli, raw] = await Promise.all(
    ['br', 'identity'].map(async (encoding) =>
      (await Promise.all(urls.map((each) => encodedSize(each, encoding)))).reduce((a, b) => a + b, 0),
    ),
  );
  return { scripts: scripts.length, gzip, brotli: brotli ?? 0, raw: raw ?? 0, urls };
}
