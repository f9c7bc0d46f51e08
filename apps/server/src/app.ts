import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { isUniqueViolation } from './db/connection-error.ts';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import type { AppEnv } from './http/app-env.ts';
import { AppError, databaseUnavailable, errorBody } from './http/app-error.ts';
import { compression } from './http/compression.ts';
import { inputGuard } from './http/input-guard.ts';
import { nativeCors } from './http/native-cors.ts';
import { documented } from './http/openapi.ts';
import { openApiDocument } from './http/openapi-document.ts';
import { originCheck, trustedOrigins } from './http/origin-check.ts';
import { hasBody } from './http/request-body.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webApp } from './http/web-app.ts';
import { writesHeard } from './http/writes-heard.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { accountMergeRoutes } from './modules/account-merge/routes.ts';
import { accountMergeUserData } from './modules/account-merge/user-data.ts';
import { activityRecorder } from './modules/admin/activity.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminUserData } from './modules/admin/user-data.ts';
import { type AiEnv, aiConfigFrom } from './modules/ai/ai-config.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { type StripeConfig, type StripeEnv, stripeConfigFrom } from './modules/billing/stripe-config.ts';
import { clientErrorRoutes } from './modules/client-errors/routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { collectionsUserData } from './modules/collections/user-data.ts';
import { conversionRoutes } from './modules/conversions/routes.ts';
import type { ConversionsEnv } from './modules/conversions/service.ts';
import { entitlementRoutes } from './modules/entitlements/routes.ts';
import { entitlementsUserData } from './modules/entitlements/user-data.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { nativeLinkRoutes } from './modules/native-links/routes.ts';
import type { PantryCache } from './modules/pantry/pantry-cache.ts';
import { pantryRoutes } from './modules/pantry/routes.ts';
import { pantryUserData } from './modules/pantry/user-data.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { plansUserData } from './modules/plans/user-data.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { preferencesUserData } from './modules/preferences/user-data.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { profileUserData } from './modules/profile/user-data.ts';
import { type PublicConfigEnv, publicConfigRoutes } from './modules/public-config/routes.ts';
import { publicPageHead } from './modules/public-recipes/page-head.ts';
import { publicRoutes } from './modules/public-recipes/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { pushUserData } from './modules/push/user-data.ts';
import { resolveVapidKeys, type VapidKeys } from './modules/push/vapid.ts';
import type { FetchPageOptions } from './modules/recipe-import/fetch/fetch-recipe-page.ts';
import { IMPORT_BODY_BYTES, IMPORT_PATH, recipeImportRoutes } from './modules/recipe-import/routes.ts';
import { PHOTO_BODY_BYTES, PHOTO_PATH, recipePhotoRoutes } from './modules/recipe-photos/routes.ts';
import { recipePhotosUserData } from './modules/recipe-photos/user-data.ts';
import { allowancePolicy } from './modules/recipes/allowance.ts';
import { recipeRoutes } from './modules/recipes/routes.ts';
import { recipesUserData } from './modules/recipes/user-data.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { shoppingRoutes } from './modules/shopping/routes.ts';
import { shoppingUserData } from './modules/shopping/user-data.ts';
import { type StorePurchasesEnv, storePurchaseRoutes } from './modules/store-purchases/routes.ts';
import {
  SUPPORT_BODY_LIMIT,
  SUPPORT_PATH,
  SUPPORT_TOO_LARGE,
  supportRoutes,
} from './modules/support/routes.ts';
import { supportUserData } from './modules/support/user-data.ts';
import type { Auth } from './platform/auth/create-auth.ts';
import { watchSessions } from './platform/auth/current-user.ts';
import { authRoutes } from './platform/auth/routes.ts';
import type { ChangeListener } from './platform/changes/change-listener.ts';
import { type Mailbox, mailboxApiRoutes, mailboxPageRoutes } from './platform/mail/routes.ts';
import { mailUserData } from './platform/mail/user-data.ts';
import { createRateLimiter } from './platform/rate-limit/service.ts';
import { localUploadRoutes } from './platform/storage/local-storage.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import { uploadsUserData } from './platform/uploads/user-data.ts';
import { registerUserData } from './platform/user-data/registry.ts';

type PushEnv = Pick<
  Env,
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | 'SUPPORT_EMAIL'
  | 'ONESIGNAL_APP_ID'
  | 'ONESIGNAL_REST_API_KEY'
  | 'PUSH_ALLOW_LOOPBACK'
>;

export interface AppDeps {
  env: Pick<
    Env,
    | 'TRUST_PROXY'
    | 'NODE_ENV'
    | 'PUBLIC_URL'
    | 'FREE_RECIPES_PER_DAY'
    | 'APPLE_TEAM_ID'
    | 'ANDROID_CERT_SHA256'
    | 'FOOD_PRICES'
  > &
    PushEnv &
    PublicConfigEnv &
    AiEnv &
    StripeEnv &
    StorePurchasesEnv &
    ConversionsEnv;
  /** Stripe as configured (server.ts builds it once from the environment; tests may hand their own). */
  stripe?: StripeConfig | null;
  database: Database;
  auth: Auth;
  /**
   * The job queue (server.ts starts it, with the ad-conversion queue on it): ad conversions are
   * forwarded through it. Without one, as in most tests, nothing is forwarded.
   */
  jobs?: JobQueue;
  /** The local mail catcher's messages, or null when mail goes out through SMTP_URL. */
  mail: { mailbox: Mailbox | null };
  logger: Logger;
  version: string;
  webDistDir: string;
  /** Where uploads go (bug-report files); `localDir` is served at /uploads when the store is a folder. */
  storage: { store: ObjectStorage; localDir: string | null; imageOrigin?: string };
  /**
   * What is kept in memory while PostgreSQL's change announcements are heard (server.ts); tests that
   * attach none read the database every time.
   */
  kept?: { pantry: PantryCache; changes: Pick<ChangeListener, 'sync'> };
  /** The clock (ms since the epoch); tests move it to cross a day in the cook's timezone. */
  now?: () => number;
  /** The rate limits' clock (ms since the epoch): real time unless a test sets it. */
  rateClock?: () => number;
  /** How the importer fetches pages: tests let it reach their own page server on loopback; the app never. */
  importFetch?: FetchPageOptions;
}

/** The API resources that read or write PostgreSQL (health and config answer without it). */
const DATABASE_ROUTES = [
  '/client-errors',
  '/auth',
  '/me',
  '/account',
  '/admin',
  '/pantry',
  '/recipes',
  '/plans',
  '/profile',
  '/preferences',
  '/shopping-list',
  '/collections',
  '/collection-previews',
  '/public',
  '/reports',
  '/functions',
  '/billing',
  '/webhooks',
  '/push',
];

const OPENAPI_ROUTE = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['Contract'],
  summary: "This document: every route of /api, better-auth's under /api/auth",
  responses: { 200: { description: 'An OpenAPI 3.1 document' } },
});

/** Builds the whole HTTP surface: the JSON API under /api and the PWA everywhere else. */
export function createApp({
  env,
  database,
  auth,
  mail,
  logger,
  version,
  webDistDir,
  storage,
  kept,
  now = Date.now,
  rateClock = Date.now,
  stripe = stripeConfigFrom(env),
  importFetch,
  jobs,
}: AppDeps) {
  const app = new Hono<AppEnv>();
  registerUserData(pantryUserData);
  registerUserData(recipesUserData);
  registerUserData(collectionsUserData);
  registerUserData(plansUserData);
  registerUserData(preferencesUserData);
  registerUserData(shoppingUserData);
  // Before the support requests: the audit log finds the lines about them through them.
  registerUserData(adminUserData);
  registerUserData(supportUserData);
  registerUserData(recipePhotosUserData);
  registerUserData(uploadsUserData);
  registerUserData(mailUserData);
  registerUserData(entitlementsUserData);
  registerUserData(pushUserData);
  registerUserData(profileUserData);
  // Last: it reads what the pantry and plans did once everything has moved.
  registerUserData(accountMergeUserData);

  app.use(requestContext(logger));
  app.use(
    securityHeaders({
      trustProxy: env.TRUST_PROXY,
      ...(storage.imageOrigin ? { imageOrigin: storage.imageOrigin } : {}),
      oneSignal: Boolean(env.ONESIGNAL_APP_ID && env.ONESIGNAL_REST_API_KEY),
    }),
  );
  app.use(compression());

  const rateLimiter = createRateLimiter(database.db, rateClock);
  // Every request with a session marks its user active today: the admin area's active cooks.
  watchSessions(auth, activityRecorder(database.db, logger, now));
  // The local mailbox shows every caught message, links included: never in production.
  const mailbox = env.NODE_ENV === 'production' ? null : mail.mailbox;
  const api = new OpenAPIHono<AppEnv>();
  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 'The request body is larger than 1 MB.');
    },
  });
  // The native apps call across origins (capacitor://localhost, https://localhost) with a bearer token.
  app.use('/api/*', nativeCors());
  api.use(originCheck(trustedOrigins(env)));
  // The routes that take more than 1 MB get their own limit here too, before anything reads the body
  // (the input guard reads it whole): a larger body is refused as it streams in.
  const largerLimit = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('payload_too_large', message);
      },
    });
  const supportLimit = largerLimit(SUPPORT_BODY_LIMIT, SUPPORT_TOO_LARGE);
  const importLimit = largerLimit(IMPORT_BODY_BYTES, 'That page is too large to import.');
  const photoLimit = largerLimit(PHOTO_BODY_BYTES, 'That photo is larger than 10 MB.');
  const limitFor = (path: string) =>
    path === SUPPORT_PATH
      ? supportLimit
      : path === IMPORT_PATH
        ? importLimit
        : PHOTO_PATH.test(path)
          ? photoLimit
          : apiBodyLimit;
  api.use((c, next) => (hasBody(c) ? limitFor(c.req.path)(c, next) : next()));
  api.use(inputGuard());
  api.use(writesHeard(kept?.changes));
  // While PostgreSQL is unreachable, the routes that need it answer at once with a 503 the apps retry.
  const needsDatabase: MiddlewareHandler = (_c, next) => {
    if (database.isAvailable()) return next();
    throw databaseUnavailable();
  };
  for (const prefix of DATABASE_ROUTES) api.use(prefix, needsDatabase).use(`${prefix}/*`, needsDatabase);
  api.route('/health', healthRoutes({ version, pingDatabase: () => database.ping() }));
  // Pro is sold here when the web (Stripe) or the native apps (RevenueCat) can take payment.
  const allowance = allowancePolicy({
    proSold: stripe !== null || Boolean(env.REVENUECAT_SECRET_KEY),
    freeRecipesPerDay: env.FREE_RECIPES_PER_DAY,
  });
  api.route(
    '/config',
    publicConfigRoutes(env, version, {
      purchasable: stripe !== null,
      freeRecipesPerDay: allowance.enforced ? allowance.freePerDay : null,
      aiChef: aiConfigFrom(env) !== null,
    }),
  );
  const contract = openApiDocument(api, auth, version);
  api.get(documented(api, OPENAPI_ROUTE).path, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await contract());
  });
  api.route(
    '/client-errors',
    clientErrorRoutes({ db: database.db, rateLimiter, trustProxy: env.TRUST_PROXY }),
  );
  api.route(
    '/auth',
    authRoutes(auth, {
      trustProxy: env.TRUST_PROXY,
      appleConfigured: Boolean(env.APPLE_CLIENT_ID),
      database,
      publicUrl: env.PUBLIC_URL,
    }),
  );
  api.route('/account/merge', accountMergeRoutes({ auth, db: database.db, now }));
  api.route('/', accountRoutes(auth, database.db, storage.store, now));
  api.route('/admin', adminRoutes({ auth, db: database.db, now, supportEmail: env.SUPPORT_EMAIL }));
  api.route('/pantry', pantryRoutes({ auth, db: database.db, now, cache: kept?.pantry }));
  api.route(
    '/recipes',
    recipeImportRoutes({
      auth,
      db: database.db,
      now,
      rateLimiter,
      ...(importFetch ? { fetchOptions: importFetch } : {}),
    }),
  );
  api.route('/recipes', recipePhotoRoutes({ auth, db: database.db, storage: storage.store, rateLimiter }));
  api.route(
    '/recipes',
    recipeRoutes({ auth, db: database.db, now, ai: aiConfigFrom(env), allowance, rateLimiter }),
  );
  api.route('/plans', planRoutes({ auth, db: database.db, now, rateLimiter }));
  api.route('/profile', profileRoutes({ auth, db: database.db, now, env }));
  api.route('/preferences', preferencesRoutes({ auth, db: database.db }));
  api.route('/shopping-list', shoppingRoutes({ auth, db: database.db, now }));
  api.route('/collections', collectionRoutes({ auth, db: database.db, now }));
  api.route('/', publicRoutes({ auth, db: database.db }));
  api.route('/', reportRoutes({ auth, db: database.db, rateLimiter, trustProxy: env.TRUST_PROXY }));
  api.route(
    '/functions',
    supportRoutes({
      auth,
      db: database.db,
      storage: storage.store,
      rateLimiter,
      supportEmail: env.SUPPORT_EMAIL,
      now,
    }),
  );
  api.route('/functions', entitlementRoutes({ auth, db: database.db, now, allowance }));
  api.route(
    '/functions',
    conversionRoutes({
      auth,
      db: database.db,
      env,
      jobs: jobs ?? null,
      rateLimiter,
      now,
      trustProxy: env.TRUST_PROXY,
    }),
  );
  api.route(
    '/',
    billingRoutes({ auth, db: database.db, now, config: stripe, publicUrl: env.PUBLIC_URL, rateLimiter }),
  );
  let vapid: Promise<VapidKeys> | undefined;
  const vapidPublicKey = async () => {
    vapid ??= resolveVapidKeys(database.db, env).catch((error: unknown) => {
      vapid = undefined;
      throw error;
    });
    return (await vapid).publicKey;
  };
  api.route('/', pushRoutes({ auth, db: database.db, env, vapidPublicKey, rateLimiter }));
  api.route('/', storePurchaseRoutes({ auth, db: database.db, now, env, rateLimiter }));
  if (mailbox) api.route('/dev/mailbox', mailboxApiRoutes(mailbox));
  api.all('*', (c) =>
    c.json(errorBody('not_found', `There is no API route ${c.req.method} ${c.req.path}.`), 404),
  );
  app.route('/api', api);
  if (mailbox) app.route('/dev/mailbox', mailboxPageRoutes(mailbox));
  if (storage.localDir) app.route('/uploads', localUploadRoutes(storage.localDir));
  app.route(
    '/',
    nativeLinkRoutes({
      appleTeamId: env.APPLE_TEAM_ID,
      androidCertFingerprints: env.ANDROID_CERT_SHA256 ?? [],
    }),
  );
  app.route('/', webApp(webDistDir, publicPageHead(database.db, env.PUBLIC_URL)));

  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds) c.header('Retry-After', String(error.details.retryAfterSeconds));
      return c.json(errorBody(error.code, error.message, error.details?.field), error.status);
    }
    if (database.noteFailure(error)) {
      const unavailable = databaseUnavailable();
      c.header('Retry-After', String(unavailable.details?.retryAfterSeconds));
      return c.json(errorBody(unavailable.code, unavailable.message), unavailable.status);
    }
    if (isUniqueViolation(error)) {
      return c.json(errorBody('conflict', 'That already exists: another request made it first.'), 409);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody('bad_request', error.message || 'The request could not be understood.'),
        error.status,
      );
    }
    c.get('log').error({ err: error }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  });

  return app;
}
