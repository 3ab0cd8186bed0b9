// `npm start`: build the web app if needed, then run the server (it migrates and seeds on start).
import { buildWebIfNeeded, start, tsNode } from './lib.mjs';

buildWebIfNeeded();
const [node, args] = tsNode('apps/server/src/main.ts');
const server = start(node, args);
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
