/** Build-time facts about this web bundle. The only reader of import.meta.env. */
export const appInfo = {
  release: (import.meta.env.VITE_RELEASE as string | undefined) ?? __LARDER_VERSION__,
  isProduction: import.meta.env.PROD,
} as const;
