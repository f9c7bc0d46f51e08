/** The root package.json version, injected by vite.config.ts. */
declare const __LARDER_VERSION__: string;
