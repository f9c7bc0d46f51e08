import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREENS } from './src/app/first-screens.ts';
import { libraryTextSplit } from './vite-library-text.ts';
import { routePreload } from './vite-route-preload.ts';
import { zodWithoutJsonSchema } from './vite-zod-without-json-schema.ts';

const THEME = '#1f5d3a';
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  define: { __LARDER_VERSION__: JSON.stringify(rootPackage.version) },
  plugins: [
    zodWithoutJsonSchema(),
    libraryTextSplit(),
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
    // index.html preloads what the entry imports, and a screen's own lazy parts bring their imports along
    // (the recipe's rounding, the kitchen). The screens the entry imports lazily go without a table of
    // their imports: the first one is asked for by the route-preload script, later ones come from the
    // service worker's cache, and those tables would cost Today's first load about 2 KB (decision 019).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || !/\/index-[^/]+\.js$/.test(hostId) ? deps : [],
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
});
