import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { type PublicConfig, publicConfigSchema } from '@larder/domain/api/config';
import type { Env } from '../../env.ts';
import { jsonAnswer } from '../../http/openapi.ts';
import { PreparedJson, sendPrepared } from '../../http/prepared-json.ts';

export type PublicConfigEnv = Pick<
  Env,
  | 'SUPPORT_EMAIL'
  | 'DEBUG_SCREENS'
  | 'IOS_APP_STORE_URL'
  | 'PRO_CURRENCY'
  | 'PRO_PRICE_MONTHLY'
  | 'PRO_PRICE_YEARLY'
  | 'GOOGLE_CLIENT_ID'
  | 'APPLE_CLIENT_ID'
  | 'SUPPORT_LIVE_CHAT_URL'
  | 'SUPPORT_HELP_CENTER_URL'
  | 'SMTP_URL'
>;

/**
 * `sales`: whether a payment provider is configured, so that Pro can be bought here, and the free cooks'
 * daily recipes (null: no limit).
 */
export type ProSales = Readonly<{ purchasable: boolean; freeRecipesPerDay: number | null; aiChef: boolean }>;

export function publicConfig(env: PublicConfigEnv, release: string, sales: ProSales): PublicConfig {
  return {
    release,
    supportEmail: env.SUPPORT_EMAIL,
    debugScreens: env.DEBUG_SCREENS,
    iosAppStoreUrl: env.IOS_APP_STORE_URL ?? null,
    pro: {
      currency: env.PRO_CURRENCY,
      monthlyPrice: env.PRO_PRICE_MONTHLY,
      yearlyPrice: env.PRO_PRICE_YEARLY,
      ...sales,
    },
    support: {
      liveChatUrl: env.SUPPORT_LIVE_CHAT_URL ?? null,
      helpCenterUrl: env.SUPPORT_HELP_CENTER_URL ?? null,
    },
    auth: { google: Boolean(env.GOOGLE_CLIENT_ID), apple: Boolean(env.APPLE_CLIENT_ID) },
    mail: { delivered: Boolean(env.SMTP_URL) },
  };
}

const config = createRoute({
  method: 'get',
  path: '/',
  tags: ['Configuration'],
  summary: 'What every client may know about this server',
  responses: { 200: jsonAnswer(publicConfigSchema, 'The configuration') },
});

/** `GET /api/config`: what the web app needs to know about this server. */
export function publicConfigRoutes(env: PublicConfigEnv, release: string, sales: ProSales) {
  // The same for every request: serialized once, with its length (so nothing reads it to size it).
  const answer = new PreparedJson(publicConfig(env, release, sales));
  const headers = { 'Cache-Control': 'no-cache' };
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerPath(config);
  app.get('/', (c) => sendPrepared(c, answer, 200, headers));
  return app;
}
