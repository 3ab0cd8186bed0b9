import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, SERVER_NODE_FLAGS } from './node-flags.ts';

const MiB = 1024 * 1024;

describe('the V8 flags of the server (decision 024)', () => {
  it('are accepted by node and bound the heap well under the 2 GB past which V8 lets it grow 4-fold', () => {
    const heapLimit = spawnSync(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        '-e',
        'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit))',
      ],
      { encoding: 'utf8' },
    );
    expect(heapLimit.stderr).toBe('');
    expect(heapLimit.status).toBe(0);
    expect(Number(heapLimit.stdout)).toBeGreaterThan(256 * MiB);
    expect(Number(heapLimit.stdout)).toBeLessThan(512 * MiB);
  });

  it('are what npm start and npm run dev pass', async () => {
    const lib = (await import(fileURLToPath(new URL('../../../scripts/lib.mjs', import.meta.url)))) as {
      serverNode: () => [string, string[]];
      devServerNode: (args?: string[]) => [string, string[]];
    };
    expect(lib.serverNode()).toEqual([
      process.execPath,
      [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/server/dist/main.js'],
    ]);
    expect(lib.devServerNode(['--watch'])).toEqual([
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', '--watch', 'apps/server/src/main.ts'],
    ]);
  });

  it('are found missing unless given on the command line or in NODE_OPTIONS', () => {
    expect(missingNodeFlags([...SERVER_NODE_FLAGS], '')).toEqual([]);
    expect(missingNodeFlags(['--import', 'tsx'], ` ${SERVER_NODE_FLAGS.join('  ')} `)).toEqual([]);
    expect(missingNodeFlags(['--import', 'tsx'], '')).toEqual([...SERVER_NODE_FLAGS]);
    // node accepts --max_old_space_size as well.
    const underscored = SERVER_NODE_FLAGS.map((flag) => `--${flag.slice(2).replaceAll('-', '_')}`);
    expect(missingNodeFlags(underscored, '')).toEqual([]);
  });
});
