import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import chunkGroups from './chunk-groups.json' with { type: 'json' };
import firstPageChunks from './first-page-chunks.json' with { type: 'json' };
import { precompress } from './vite-plugins/precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** How chunk-groups.json and first-page-chunks.json name a module. */
const moduleKey = (id: string) =>
  id.includes('/node_modules/') ? id.replace(/^.*\/node_modules\//, '') : relative(webRoot, id);

/** One chunk per group of modules (`includeDependenciesRecursively: false`: exactly those listed). */
const moduleGroups = (groups: Record<string, string[]>, priority: number) =>
  Object.entries(groups).map(([name, modules]) => {
    const members = new Set(modules);
    return {
      name,
      priority,
      includeDependenciesRecursively: false,
      test: (id: string) => members.has(moduleKey(id)),
    };
  });

// In development the API runs on API_PORT (default 8080) and Vite proxies /uapi to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/uapi': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // antd/dist/antd.css (app/providers.tsx) comes minified; Lightning CSS would round its grid
    // percentages (33.33333333333333% -> 33.3333%) and move columns by a fraction of a pixel.
    cssMinify: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The signed-in layout's modules and the port-call list's, one chunk each instead of about
            // 35 and 28 (first-page-chunks.json, written by scripts/first-page-chunks.mjs; decision 032).
            // FIRST_PAGE_CHUNKS=off is that script's own build, split as the bundler would.
            ...(process.env.FIRST_PAGE_CHUNKS === 'off' ? [] : moduleGroups(firstPageChunks.groups, 1)),
            // Pairs the first page needs together stay one chunk each (chunk-groups.json, decision 018).
            ...moduleGroups(chunkGroups.groups, 0),
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id) => !/node_modules\/@rc-component\/(form|async-validator|input)\//.test(id),
      },
    },
  },
});
