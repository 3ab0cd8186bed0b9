import { defineConfig } from 'vitest/config';

const serverProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: [`./test/setup/global-${kind}.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores: one file per core is fastest; each file has its own database clone.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'db', root: './packages/db', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
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
        },
      },
    ],
  },
});
