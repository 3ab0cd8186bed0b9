// `npm start`: build the web app and the server if needed, then run the server (it migrates and
// seeds on start).
import { buildServerIfNeeded } from './build-server.mjs';
import { buildWebIfNeeded, serverNode, start } from './lib.mjs';

buildWebIfNeeded();
await buildServerIfNeeded();
const [node, args] = serverNode();
const server = start(node, args);
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
