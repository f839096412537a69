import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Workspace packages from their TypeScript sources (the web UI imports only @recruit/core/schemas).
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // bench/web-bundle.bench.js reads the chunk graph from .vite/manifest.json.
    manifest: true,
  },
  // `npx vite` in web/ proxies the API to a `recruit serve --port 5180`.
  server: { proxy: { '/api': 'http://127.0.0.1:5180' } },
});
