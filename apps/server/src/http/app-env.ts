import type { AppVariables } from './request-context.ts';

/** The Hono environment of the app and every module's routes: what the request context sets. */
export type AppEnv = { Variables: AppVariables };
