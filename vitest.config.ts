import { defineConfig } from 'vitest/config';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: [`./test/setup/global-${kind}.ts`],
    setupFiles: ['./test/setup/real-timers.ts', './test/setup/scrypt-cost.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file (decision 043): each file already opens its own
    // database clone and app, and the server keeps no state in modules, so only the import and
    // the embedded database's WebAssembly compile were paid again for every file (a third of the
    // project's time). Spies, stubs and fake clocks are undone after every test so none leaks.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});

export default defineConfig({
  test: {
    // 2 cores: one file per core is fastest; each server test file has its own database clone.
    // Set here, not per project: Vitest 4 refuses projects with different maxWorkers in one group.
    maxWorkers: 2,
    projects: [
      // Property tests run hundreds of cases on the CPU; on a busy 2-core machine 5 s is too short.
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Hooks create embedded databases too: as slow as a test on a loaded machine.
        test: {
          name: 'db',
          root: './packages/db',
          include: ['src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // The benchmark harness's pure parts (bench/README.md); the timings themselves are never asserted.
      { test: { name: 'bench', root: './bench', include: ['*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One page and module graph per worker, as the server's (decision 054): importing antd and
          // the app again for every file was two thirds of this project's time. src/test/setup.ts
          // undoes what a file leaves behind; spies, stubs and fake clocks are undone after every test.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
    ],
  },
});
