import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const serverUrl = process.env.VITE_DEV_SERVER_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  // Pre-compressed .br and .gz beside each asset; the server sends them when the browser accepts them.
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/hubs': { target: serverUrl, ws: true, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: false },
});
