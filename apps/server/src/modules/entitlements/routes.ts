import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { entitlementsAnswer, profileBundleAnswer } from '@larder/domain/api/entitlements';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { cookDay } from '../../http/cook-day.ts';
import { documented, errorResponses, jsonAnswer } from '../../http/openapi.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireSession } from '../../platform/auth/current-user.ts';
import { profileOf } from '../account/service.ts';
import type { AllowancePolicy } from '../recipes/allowance.ts';
import { allowanceToday } from '../recipes/allowance.ts';
import { proEntitlementOf } from './service.ts';

const tags = ['Pro'];
const getEntitlements = createRoute({
  method: 'post',
  path: '/get-entitlements',
  tags,
  summary: "The cook's entitlements (Pro): session cookie or Authorization: Bearer",
  responses: {
    200: jsonAnswer(entitlementsAnswer, 'Entitlements by name'),
    ...errorResponses(401, 403, 503),
  },
});
const getProfileBundle = createRoute({
  method: 'post',
  path: '/get-profile-bundle',
  tags,
  summary: "The cook's profile, entitlements and today's recipe allowance in one call",
  responses: {
    200: jsonAnswer(profileBundleAnswer, 'Profile, entitlements and allowance'),
    ...errorResponses(401, 403, 503),
  },
});

/** `/api/functions/get-entitlements` and `/api/functions/get-profile-bundle` (spec §7). */
export function entitlementRoutes(deps: {
  auth: Auth;
  db: Db;
  now: () => number;
  allowance: AllowancePolicy;
}) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(documented(app, getEntitlements), async (c) => {
    const user = await requireSession(deps.auth, c);
    c.header('Cache-Control', 'no-store');
    const pro = await proEntitlementOf(deps.db, user.id, new Date(deps.now()));
    return c.json({ entitlements: { pro } }, 200);
  });
  app.openapi(documented(app, getProfileBundle), async (c) => {
    const user = await requireSession(deps.auth, c);
    c.header('Cache-Control', 'no-store');
    const now = new Date(deps.now());
    const pro = await proEntitlementOf(deps.db, user.id, now);
    const profile = await profileOf(deps.db, user);
    const allowance = await allowanceToday(
      deps.db,
      deps.allowance,
      user,
      pro.isActive,
      cookDay(c, deps.now).today,
    );
    return c.json({ profile, entitlements: { pro }, allowance }, 200);
  });
  return app;
}
