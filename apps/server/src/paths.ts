import { fileURLToPath } from 'node:url';

/**
 * Folders the server needs at run time. This module sits one level below apps/server both as source
 * (src/paths.ts) and once bundled (dist/index.js), so the same relative URLs work in both.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const rootPackageJson = fileURLToPath(new URL('../../../package.json', import.meta.url));
/** Larder's own table of typical food prices (docs/food-prices.md); FOOD_PRICES_FILE may replace it. */
export const builtInFoodPrices = fileURLToPath(new URL('../prices/food-prices.csv', import.meta.url));
