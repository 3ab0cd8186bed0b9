import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id) => !/node_modules\/@rc-component\/(form|async-validator|input)\//.test(id),
      },
    },
  },
});
