import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The modules the device kitchen, the type-ahead and the offline outbox share, loaded after the first screen. */
const KITCHEN_COMMON = [
  ...['leftovers', 'catalog-types', 'pantry-units', 'pantry', 'recipe-nutrition', 'recipe-tags']
    .concat(['goals', 'role-ranges', 'scale-recipe', 'food-count', 'amount-words', 'line-name'])
    .concat(['recipe', 'cuisines'])
    .map((name) => `packages/kitchen/src/${name}.ts`),
  'packages/domain/src/recipe-stock.ts',
  'packages/kitchen/src/food-words.ts',
  'apps/web/src/features/today/cook-here.ts',
  'apps/web/src/features/today/api/record-offline-generation.ts',
  'apps/web/src/lib/offline-generations.ts',
  'apps/web/src/lib/outbox-delivery.ts',
  'apps/web/src/lib/recent-recipes.ts',
];

function endsWithAny(paths: readonly string[]) {
  return (id: string) => {
    const file = id.replaceAll('\\', '/');
    return paths.some((path) => file.endsWith(`/${path}`));
  };
}

export default defineConfig(({ command }) => ({
  // React Router's package exports its development build to bundlers (warnings and checks for the
  // developer); the production build it also ships is the one a cook's phone should run.
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
                `${path.sep}development${path.sep}`,
                `${path.sep}production${path.sep}`,
              ),
            },
          ],
        }
      : {},
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
        // Push reminders (show, open on tap, renew the subscription): a plain script in public/.
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Small modules that load together, sent as one file: gzip compresses them together and there is
        // one request, not twelve (decision 036). Their imports stay in their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'kitchen-common',
              includeDependenciesRecursively: false,
              test: endsWithAny(KITCHEN_COMMON),
            },
            {
              // React with the bundler's module helpers, in one file: when a lazy chunk of their own needs
              // the helpers, the bundler would otherwise split them out and Today would load three files.
              name: 'react',
              includeDependenciesRecursively: false,
              test: /\/node_modules\/react\//,
            },
            {
              // TanStack Query in one file: every screen needs it, and split by which screen imports
              // which part it costs Today's first load an extra file.
              name: 'query',
              includeDependenciesRecursively: false,
              test: /\/node_modules\/@tanstack\/(react-query|query-core)\//,
            },
            {
              // The icons Today's first screen draws, in one file instead of one each.
              name: 'today-icons',
              includeDependenciesRecursively: false,
              test: /\/lucide-react\/dist\/esm\/icons\/(minus|plus|check|clock|cloud-upload|refrigerator|search|sliders-horizontal)\.mjs$/,
            },
            {
              // Small modules Today's first screen shares with later screens, in one file instead of three:
              // the kept suggestions and the amounts' figures (the food names' rule,
              // packages/kitchen/src/food-count.ts, loads later, with the suggestion cards), the stepper and
              // the plan's cache.
              name: 'today-common',
              includeDependenciesRecursively: false,
              test: endsWithAny([
                'apps/web/src/lib/kept-suggestions.ts',
                'packages/kitchen/src/amount-format.ts',
                'apps/web/src/components/ui/stepper.tsx',
                'apps/web/src/lib/plan-cache.ts',
              ]),
            },
          ],
        },
      },
    },
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
}));
