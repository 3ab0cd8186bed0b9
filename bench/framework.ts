import { spawn } from 'node:child_process';
import { PING_BODY } from '@portledger/contracts';
import { freePort } from './server.ts';

/**
 * The other side of the framework-overhead ratio: a bare Node `http` server in its own process,
 * answering GET /uapi/ping with the same body and content type as the app's /uapi/ping. It has no
 * routing, validation, hooks, security headers or logging: everything the ratio charges the app for.
 */
const bareServer = (port: number, body: string) => `
const body = Buffer.from(${JSON.stringify(body)});
require('node:http')
  .createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  })
  .listen(${port}, '127.0.0.1');
`;

export const pingBody = JSON.stringify(PING_BODY);

export async function startBareServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareServer(port, pingBody)], { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  };
  for (let attempt = 0; attempt < 250; attempt++) {
    try {
      if ((await (await fetch(`${baseUrl}/uapi/ping`)).text()) === pingBody) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error('The bare Node server did not start');
}
