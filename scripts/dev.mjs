// `npm run dev`: the API with reload on API_PORT (8080) and Vite's dev server (5173) proxying /uapi to it.
import { join } from 'node:path';
import { devServerNode, root, start } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const api = start(...devServerNode(['--watch']), {
  env: { ...process.env, PORT: apiPort },
});
const web = start('npx', ['vite'], {
  cwd: join(root, 'apps/web'),
  env: { ...process.env, API_PORT: apiPort },
});
for (const child of [api, web]) {
  child.on('exit', (code) => {
    api.kill();
    web.kill();
    process.exit(code ?? 0);
  });
}
