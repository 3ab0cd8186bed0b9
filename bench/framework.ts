import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './server.ts';

/**
 * The other side of the framework-overhead ratio: a bare Node `http` server in its own process
 * that answers every request with the bytes the app's GET /uapi/ping answered, captured from the
 * running app: its status line, every header in the app's order and spelling (the eleven security
 * headers, content-type, content-length) and its body. The headers Node writes itself, `Date`,
 * `Connection: keep-alive` and `Keep-Alive: timeout=N`, are left to the bare server's Node, with
 * the app's keep-alive timeout, so they come out the same (Date varies per second, with the same
 * length). It has no routing, hooks, validation, serialization or logging: what the ratio charges
 * the app for is the framework, not the product's own headers.
 */
const bareServer = (port: number, answer: CapturedAnswer) => `
const body = Buffer.from(${JSON.stringify(answer.body)}, 'latin1');
const headers = ${JSON.stringify(answer.headers.flat())};
const server = require('node:http').createServer((request, response) => {
  response.writeHead(${answer.status}, headers);
  response.end(body);
});
server.keepAliveTimeout = ${answer.keepAliveSeconds * 1000};
server.listen(${port}, '127.0.0.1');
`;

/** Headers Node's http writes on its own: the bare server's Node writes them, not its code. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive']);

export interface CapturedAnswer {
  /** The whole answer as it came off the socket (latin1). */
  raw: string;
  status: number;
  /** The headers the app's code set, in order, as written: [name, value]. */
  headers: [string, string][];
  body: string;
  keepAliveSeconds: number;
}

/**
 * One GET over a raw socket, as autocannon sends it (Host, Accept-Language: en-US), read up to the
 * end of its Content-Length body: the exact bytes, which fetch would not show.
 */
export function rawGet(baseUrl: string, path: string): Promise<CapturedAnswer> {
  const { hostname, port, host } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let raw = '';
    socket.setEncoding('latin1');
    socket.setTimeout(5_000, () => socket.destroy(new Error(`No answer from ${baseUrl}${path}`)));
    socket.on('error', reject);
    // Closed before the whole answer came (after a resolve or reject this changes nothing).
    socket.on('close', () => reject(new Error(`${baseUrl}${path} closed before its answer ended`)));
    socket.on('connect', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Language: en-US\r\n\r\n`),
    );
    socket.on('data', (chunk: string) => {
      raw += chunk;
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1).trim()];
      });
      const headerValue = (name: string) => headers.find(([key]) => key.toLowerCase() === name)?.[1];
      const length = Number(headerValue('content-length'));
      if (!Number.isInteger(length)) {
        socket.destroy();
        reject(new Error(`${path} answered without a Content-Length: ${statusLine}`));
        return;
      }
      if (raw.length < end + 4 + length) return;
      socket.destroy();
      resolve({
        raw,
        status: Number(statusLine.split(' ')[1]),
        headers: headers.filter(([name]) => !NODE_WRITES.has(name.toLowerCase())),
        body: raw.slice(end + 4, end + 4 + length),
        keepAliveSeconds: Number(/timeout=(\d+)/.exec(headerValue('keep-alive') ?? '')?.[1] ?? 5),
      });
    });
  });
}

/** The answer with its Date's value blanked (same length): what must match byte for byte. */
export const withoutDate = (raw: string) =>
  raw.replace(/(\r\nDate: )([^\r]*)/i, (_, name: string, value: string) => name + 'x'.repeat(value.length));

export async function startBareServer(
  appBaseUrl: string,
  path: string,
): Promise<{ baseUrl: string; answer: CapturedAnswer; bareAnswer: CapturedAnswer; stop(): Promise<void> }> {
  const answer = await rawGet(appBaseUrl, path);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareServer(port, answer)], { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  };
  for (let attempt = 0; attempt < 250; attempt++) {
    try {
      return { baseUrl, answer, bareAnswer: await rawGet(baseUrl, path), stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error('The bare Node server did not start');
}
