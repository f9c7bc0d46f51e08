/** Build-time facts about this web bundle. The only reader of import.meta.env. */
export const appInfo = {
  release: import.meta.env.VITE_RELEASE ?? 'dev',
  isProduction: import.meta.env.PROD,
} as const;
