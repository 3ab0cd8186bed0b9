import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import chunkGroups from './chunk-groups.json' with { type: 'json' };
import { precompress } from './vite-plugins/precompress.ts';

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
          // Pairs the first page needs together stay one chunk each (chunk-groups.json, decision 018).
          groups: Object.entries(chunkGroups.groups).map(([name, modules]) => {
            const members = new Set(modules);
            return {
              name,
              includeDependenciesRecursively: false,
              test: (id: string) => members.has(id.replace(/^.*node_modules\//, '')),
            };
          }),
        },
      },
      treeshake: {
        moduleSideEffects: (id) => !/node_modules\/@rc-component\/(form|async-validator|input)\//.test(id),
      },
    },
  },
});
