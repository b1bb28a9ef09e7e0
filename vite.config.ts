import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostingHeaders } from './scripts/vite-hosting-headers';
import { iconSprite } from './scripts/vite-icon-sprite';
import { prerenderScreens } from './scripts/vite-prerender';
import { publicBranding } from './scripts/vite-public-branding';

export default defineConfig({
  // The sign-in screen paints from its HTML (see scripts/vite-prerender.ts), in the event's brand.
  plugins: [react(), iconSprite(), publicBranding(), prerenderScreens(['/auth/login']), hostingHeaders()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // Bootstrap 5.3's Sass still uses @import and global functions; its deprecation notices are not ours to act on.
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 1200 },
});
