import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREENS } from './src/app/first-screens.ts';
import { routePreload } from './vite-route-preload.ts';

const THEME = '#1f5d3a';
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  define: { __LARDER_VERSION__: JSON.stringify(rootPackage.version) },
  plugins: [
    react(),
    tailwindcss(),
    routePreload(import.meta.dirname, FIRST_SCREENS),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // The app registers the worker itself (src/lib/service-worker.ts): no inline script, CSP stays strict.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['icons/*.png', 'icons/icon.svg'],
      manifest: {
        id: '/',
        name: 'Larder',
        short_name: 'Larder',
        description:
          'Cook from what is already in your fridge, plan the week and shop only for what is missing.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#fbf8f1',
        theme_color: THEME,
        categories: ['food', 'lifestyle', 'health'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // index.html preloads what the entry imports; a lazy screen's code is asked for by the route-preload
    // script (the first screen) or comes from the service worker's cache (later ones), so dynamic imports
    // go without Vite's preload wrapper and its dependency tables (decision 019).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
});
