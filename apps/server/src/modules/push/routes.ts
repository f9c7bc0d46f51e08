import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  oneSignalAuthAnswer,
  oneSignalAuthBody,
  oneSignalConfigAnswer,
  type PushConfig,
  pushConfigSchema,
  pushDeviceAnswer,
  pushDeviceBody,
  pushDeviceIdSchema,
  pushTagsAnswer,
  pushTagsBody,
} from '@larder/domain/api/push';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { isTimeZone } from '../../http/cook-day.ts';
import { noStore } from '../../http/no-store.ts';
import { documented, errorResponses, jsonAnswer, jsonBody } from '../../http/openapi.ts';
import { checkBody, parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAccount } from '../../platform/auth/current-user.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import { isAcceptableEndpoint } from './push-request.ts';
import { deleteDevice, deviceOf, mergeTags, saveDevice } from './repository.ts';

/** Registering and syncing a device is a few calls a day; 120 an hour leaves room for a cook's fiddling. */
export const PUSH_DEVICE_RULE: RateRule = {
  name: 'push-devices',
  limit: 120,
  windowMs: 60 * 60_000,
  message: 'That is a lot of reminder changes in an hour. Please try again later.',
};

interface PushRouteDeps {
  rateLimiter: RateLimiter;
  auth: Auth;
  db: Db;
  env: Pick<Env, 'ONESIGNAL_APP_ID' | 'ONESIGNAL_REST_API_KEY' | 'PUSH_ALLOW_LOOPBACK'>;
  /** The VAPID public key browsers subscribe with. */
  vapidPublicKey: () => Promise<string>;
}

const tags = ['Push'];
const deviceParams = z.object({ deviceId: z.string() });
const NO_DEVICE = 'This device is not set up for reminders. Turn reminders on again.';

const config = createRoute({
  method: 'get',
  path: '/push/config',
  tags,
  summary: 'Which push service this server uses, and its public key or app id',
  responses: { 200: jsonAnswer(pushConfigSchema, 'The push service'), ...errorResponses(503) },
});
const putDevice = createRoute({
  method: 'put',
  path: '/push/devices/{deviceId}',
  tags,
  summary: 'Register this device for reminders (a Web Push subscription, a native token or a OneSignal id)',
  request: { params: deviceParams, body: jsonBody(pushDeviceBody) },
  responses: {
    200: jsonAnswer(pushDeviceAnswer, 'Registered'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503),
  },
});
const removeDevice = createRoute({
  method: 'delete',
  path: '/push/devices/{deviceId}',
  tags,
  summary: 'Stop reminders on this device',
  request: { params: deviceParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404, 503) },
});
const getTags = createRoute({
  method: 'get',
  path: '/push/devices/{deviceId}/tags',
  tags,
  summary: "The device's reminder tags (meal_schedule, meal_prefs, use_it_up)",
  request: { params: deviceParams },
  responses: { 200: jsonAnswer(pushTagsAnswer, 'The tags'), ...errorResponses(400, 401, 404, 503) },
});
const putTags = createRoute({
  method: 'put',
  path: '/push/devices/{deviceId}/tags',
  tags,
  summary: "Set the device's reminder tags; keys left out keep their value",
  request: { params: deviceParams, body: jsonBody(pushTagsBody) },
  responses: {
    200: jsonAnswer(pushTagsAnswer, 'The tags now'),
    ...errorResponses(400, 401, 403, 404, 413, 429, 503),
  },
});
const oneSignalConfig = createRoute({
  method: 'post',
  path: '/functions/get-onesignal-config',
  tags,
  summary: "OneSignal's app id (spec §7); 404 when this server does not use OneSignal",
  responses: { 200: jsonAnswer(oneSignalConfigAnswer, 'The app id'), ...errorResponses(403, 404) },
});
const oneSignalAuth = createRoute({
  method: 'post',
  path: '/functions/onesignal-auth',
  tags,
  summary: 'A token to log this cook in to OneSignal (spec §7); null: log in without one',
  request: { body: jsonBody(oneSignalAuthBody) },
  responses: {
    200: jsonAnswer(oneSignalAuthAnswer, 'The token'),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

function deviceIdOf(value: string | undefined): string {
  return checkBody(pushDeviceIdSchema, value ?? '');
}

/** `/api/push/…` (devices and their tags) and the spec's two OneSignal functions. */
export function pushRoutes(deps: PushRouteDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(noStore);
  const oneSignalAppId =
    deps.env.ONESIGNAL_APP_ID && deps.env.ONESIGNAL_REST_API_KEY ? deps.env.ONESIGNAL_APP_ID : null;

  app.openapi(documented(app, config), async (c) => {
    const answer: PushConfig = oneSignalAppId
      ? { provider: 'onesignal', appId: oneSignalAppId, nativePush: false }
      : { provider: 'web-push', publicKey: await deps.vapidPublicKey(), nativePush: false };
    return c.json(answer, 200);
  });

  app.openapi(documented(app, putDevice), async (c) => {
    const user = await requireAccount(deps.auth, c);
    const id = deviceIdOf(c.req.param('deviceId'));
    const body = await parseJsonBody(c, pushDeviceBody);
    const { channel } = body;
    if (
      channel.kind === 'web-push' &&
      !isAcceptableEndpoint(channel.subscription.endpoint, deps.env.PUSH_ALLOW_LOOPBACK)
    ) {
      throw new AppError('validation_failed', 'That push endpoint is not a push service.', {
        field: 'channel.subscription.endpoint',
      });
    }
    if (!isTimeZone(body.timeZone)) {
      throw new AppError('validation_failed', 'Say which time zone the device is in.', { field: 'timeZone' });
    }
    await deps.rateLimiter.enforce(PUSH_DEVICE_RULE, user.id);
    const saved = await saveDevice(deps.db, {
      id,
      userId: user.id,
      timeZone: body.timeZone,
      kind: channel.kind,
      endpoint: channel.kind === 'web-push' ? channel.subscription.endpoint : null,
      p256dh: channel.kind === 'web-push' ? channel.subscription.keys.p256dh : null,
      auth: channel.kind === 'web-push' ? channel.subscription.keys.auth : null,
      token:
        channel.kind === 'web-push'
          ? null
          : channel.kind === 'onesignal'
            ? channel.subscriptionId
            : channel.token,
    });
    if (saved === 'taken')
      throw new AppError('conflict', 'This device id belongs to another device. Turn reminders on again.');
    return c.json({ deviceId: saved.id, kind: saved.kind }, 200);
  });

  app.openapi(documented(app, removeDevice), async (c) => {
    const user = await requireAccount(deps.auth, c);
    if (!(await deleteDevice(deps.db, user.id, deviceIdOf(c.req.param('deviceId'))))) {
      throw new AppError('not_found', NO_DEVICE);
    }
    return c.body(null, 204);
  });

  app.openapi(documented(app, getTags), async (c) => {
    const user = await requireAccount(deps.auth, c);
    const device = await deviceOf(deps.db, user.id, deviceIdOf(c.req.param('deviceId')));
    if (!device) throw new AppError('not_found', NO_DEVICE);
    return c.json({ tags: device.tags }, 200);
  });

  app.openapi(documented(app, putTags), async (c) => {
    const user = await requireAccount(deps.auth, c);
    const id = deviceIdOf(c.req.param('deviceId'));
    await deps.rateLimiter.enforce(PUSH_DEVICE_RULE, user.id);
    const body = await parseJsonBody(c, pushTagsBody);
    const tags = await mergeTags(deps.db, user.id, id, body.tags);
    if (!tags) throw new AppError('not_found', NO_DEVICE);
    return c.json({ tags }, 200);
  });

  app.openapi(documented(app, oneSignalConfig), async (c) => {
    if (!oneSignalAppId) throw new AppError('not_found', 'This server does not use OneSignal.');
    return c.json({ appId: oneSignalAppId }, 200);
  });

  app.openapi(documented(app, oneSignalAuth), async (c) => {
    const user = await requireAccount(deps.auth, c);
    const body = await parseJsonBody(c, oneSignalAuthBody);
    if (!oneSignalAppId) throw new AppError('not_found', 'This server does not use OneSignal.');
    if (body.externalId !== user.id)
      throw new AppError('forbidden', 'You can only sign yourself in to push.');
    // Identity verification is not set up: the app logs in to OneSignal without a token (spec §7).
    return c.json({ token: null }, 200);
  });
  return app;
}
