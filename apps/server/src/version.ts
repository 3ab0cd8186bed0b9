import { readFileSync } from 'node:fs';

/** The server package's version, reported by /health. */
export const version: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;
