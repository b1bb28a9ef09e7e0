import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './scripts/vite-icon-sprite';

export default defineConfig({
  plugins: [react(), iconSprite()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { sourcemap: true, chunkSizeWarningLimit: 1200 },
});
