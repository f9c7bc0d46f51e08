import path from 'node:path';
import { z } from 'zod';
import { type FoodPrices, readFoodPrices } from './modules/profile/food-prices.ts';
import { builtInFoodPrices } from './paths.ts';
import { storageEnvShape } from './platform/storage/storage-config.ts';

/**
 * The only reader of process.env. Every variable is validated once at start-up; a bad value stops the
 * server with a message that names the variable and says what is expected.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    error: 'expected a URL such as postgres://user:password@host:5432/larder',
  });

const smtpUrl = z.string().refine((value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
  error:
    'expected a URL such as smtp://user:password@smtp.example.com:587 or smtps://user:password@smtp.example.com:465',
});

const mailbox = /^[^\s@<>"]+@[^\s@<>"]+$/;
const mailFrom = z
  .string()
  .refine((value) => mailbox.test(value) || /^[^<>\r\n]*<[^\s@<>"]+@[^\s@<>"]+>$/.test(value), {
    error: 'expected a sender such as Larder <no-reply@example.com> or no-reply@example.com',
  });

const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });

const webUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value) && URL.canParse(value), {
    error: 'expected the address people open Larder at, such as https://larder.example.com',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const anyUrl = z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' });

const aiUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    error: 'expected the base URL of an OpenAI-compatible API, such as https://api.openai.com/v1',
  })
  .transform((value) => value.replace(/\/+$/, ''));

const aiTimeout = 'expected a whole number of milliseconds from 100 to 300000';

const price = z.string().regex(/^\d{1,5}(\.\d{2})?$/, { error: 'expected a price such as 9.99' });

export const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test'], {
    error: 'expected production, development or test',
  }),
  PORT: z.coerce
    .number({ error: 'expected a whole number from 0 to 65535' })
    .int({ error: 'expected a whole number from 0 to 65535' })
    .min(0, { error: 'expected a whole number from 0 to 65535' })
    .max(65535, { error: 'expected a whole number from 0 to 65535' }),
  HOST: z.string().min(1, { error: 'expected a host name or IP address to listen on' }),
  DATA_DIR: z.string().min(1, { error: 'expected a folder path' }),
  DATABASE_URL: postgresUrl.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'expected one of fatal, error, warn, info, debug, trace, silent',
  }),
  TRUST_PROXY: booleanFlag,
  SUPPORT_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+$/, { error: 'expected an email address such as help@example.com' }),
  SUPPORT_LIVE_CHAT_URL: anyUrl.optional(),
  SUPPORT_HELP_CENTER_URL: anyUrl.optional(),
  DEBUG_SCREENS: booleanFlag,
  IOS_APP_STORE_URL: httpsUrl.optional(),
  PRO_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'expected a three-letter currency code such as EUR' }),
  PRO_PRICE_MONTHLY: price,
  PRO_PRICE_YEARLY: price,
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom,
  PUBLIC_URL: webUrl.optional(),
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'expected at least 32 characters (e.g. openssl rand -base64 32)' })
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: anyUrl,
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_JWKS_URL: anyUrl,
  /** The Apple developer team that signs the iOS app: universal links (`/.well-known/apple-app-site-association`). */
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, { error: 'expected the 10-character Apple team id, such as ABCDE12345' })
    .optional(),
  /** The Android app's signing certificates: verified app links (`/.well-known/assetlinks.json`). */
  ANDROID_CERT_SHA256: z
    .string()
    .regex(/^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){31}(,\s*[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){31})*$/, {
      error: 'expected SHA-256 fingerprints such as AB:CD:…:EF (32 bytes), separated by commas',
    })
    .transform((value) => value.split(',').map((one) => one.trim().toUpperCase()))
    .optional(),
  AI_BASE_URL: aiUrl.optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: aiTimeout })
    .int({ error: aiTimeout })
    .min(100, { error: aiTimeout })
    .max(300_000, { error: aiTimeout }),
  // Pro on the web: Stripe Checkout and its signed webhooks (all four, or none: Pro is not sold here).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, { error: 'expected a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, { error: 'expected a Stripe price id (price_…)' })
    .optional(),
  STRIPE_PRICE_YEARLY: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, { error: 'expected a Stripe price id (price_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, { error: 'expected a webhook signing secret (whsec_…)' })
    .optional(),
  /** Another address for Stripe's API (stripe-mock or a local stand-in); Stripe's own by default. */
  STRIPE_API_URL: anyUrl.optional(),
  // Pro in the native apps: store purchases through RevenueCat (its REST API checks what a client claims).
  REVENUECAT_SECRET_KEY: z.string().min(8, { error: 'expected a RevenueCat secret API key' }).optional(),
  /** The Authorization header RevenueCat's webhooks carry, as set in its dashboard. */
  REVENUECAT_WEBHOOK_AUTH: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
  /** Another address for RevenueCat's API (a local stand-in); RevenueCat's own by default. */
  REVENUECAT_API_URL: anyUrl.optional(),
  /** Free recipes a signed-in cook opens a day; the allowance applies only when Pro is sold or this is set. */
  FREE_RECIPES_PER_DAY: z.coerce
    .number({ error: 'expected a whole number of recipes, 1 or more' })
    .int({ error: 'expected a whole number of recipes, 1 or more' })
    .min(1, { error: 'expected a whole number of recipes, 1 or more' })
    .max(1000, { error: 'expected a whole number of recipes, at most 1000' })
    .optional(),
  // Push reminders: standard Web Push by default (VAPID keys made once and kept in the database).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, {
      error: 'expected a base64url P-256 public key (web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, { error: 'expected a base64url P-256 private key' })
    .optional(),
  /** Who push services may contact about this server's messages (RFC 8292): mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      error: 'expected mailto:you@example.com or an https:// URL',
    })
    .optional(),
  /** Send reminders through OneSignal instead (both, or neither). */
  ONESIGNAL_APP_ID: z.uuid({ error: 'expected the OneSignal app id (a UUID)' }).optional(),
  ONESIGNAL_REST_API_KEY: z.string().min(8, { error: 'expected a OneSignal REST API key' }).optional(),
  /** Another address for OneSignal's REST API (a local stand-in); OneSignal's own by default. */
  ONESIGNAL_API_URL: anyUrl,
  /** Tests only: accept push endpoints on loopback over http (a local push service stands in). */
  PUSH_ALLOW_LOOPBACK: booleanFlag,
  // Ad conversions (spec §7): forwarded to Meta's Conversions API only when both are set.
  /** The Meta pixel (dataset) id events are sent to. */
  META_PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, { error: 'expected the Meta pixel (dataset) id, digits only' })
    .optional(),
  /** A Conversions API access token from Events Manager. */
  META_ACCESS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,500}$/, { error: 'expected a Conversions API access token' })
    .optional(),
  META_API_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d{1,2}$/, { error: 'expected a Graph API version such as v23.0' }),
  /** Another address for Meta's Graph API (a local stand-in, outside production); Meta's own by default. */
  META_GRAPH_URL: anyUrl,
  /** The currency of Profile's "money saved" estimate: the currency the price table is in. */
  PRICE_CURRENCY: z
    .string()
    .refine((value) => /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value), {
      error: 'expected an ISO 4217 currency code such as EUR or GBP',
    }),
  /** A table of typical food prices (docs/food-prices.md) used instead of Larder's own. */
  FOOD_PRICES_FILE: z.string().min(1).optional(),
  ...storageEnvShape,
});

export type Env = z.infer<typeof envSchema> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  /** The price table read from FOOD_PRICES_FILE (or Larder's own) at start-up, in PRICE_CURRENCY. */
  FOOD_PRICES: FoodPrices;
};

/** The currency of Larder's own price table (apps/server/prices/food-prices.csv). */
const BUILT_IN_PRICE_CURRENCY = 'EUR';

/** Defaults: `npm start` runs the whole product with nothing configured. */
const defaults: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: '8080',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'false',
  // Mail to this address lands in the local mail catcher until SMTP is configured.
  SUPPORT_EMAIL: 'support@localhost',
  DEBUG_SCREENS: 'false',
  PRO_CURRENCY: 'EUR',
  // Spec §9: the default displayed price is 9.99.
  PRO_PRICE_MONTHLY: '9.99',
  PRO_PRICE_YEARLY: '99.99',
  // Without SMTP_URL, mail goes to the in-process mail catcher (server log and /dev/mailbox).
  MAIL_FROM: 'Larder <no-reply@localhost>',
  GOOGLE_DISCOVERY_URL: 'https://accounts.google.com/.well-known/openid-configuration',
  APPLE_JWKS_URL: 'https://appleid.apple.com/auth/keys',
  // Without AI_BASE_URL, recipes come from the built-in kitchen engine.
  AI_TIMEOUT_MS: '15000',
  ONESIGNAL_API_URL: 'https://api.onesignal.com',
  PUSH_ALLOW_LOOPBACK: 'false',
  META_API_VERSION: 'v23.0',
  META_GRAPH_URL: 'https://graph.facebook.com',
  PRICE_CURRENCY: BUILT_IN_PRICE_CURRENCY,
};

/** Variables whose values may carry a password, redacted whenever they are echoed. */
const SECRET_URLS = new Set(['DATABASE_URL', 'SMTP_URL', 'AI_BASE_URL']);
/** Variables whose values are secrets, never echoed at all. */
const SECRETS = new Set([
  'AUTH_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'AI_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'REVENUECAT_SECRET_KEY',
  'REVENUECAT_WEBHOOK_AUTH',
  'VAPID_PRIVATE_KEY',
  'ONESIGNAL_REST_API_KEY',
  'META_ACCESS_TOKEN',
]);

/** What selling Pro on the web with Stripe needs, all together. */
const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Larder cannot start: the environment has invalid values.\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Env {
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    // An empty variable counts as unset, as in most twelve-factor tools.
    const chosen = value === undefined || value === '' ? defaults[key] : value;
    if (chosen !== undefined) input[key] = chosen;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      const got = input[key];
      const shown =
        got === undefined || SECRETS.has(key)
          ? ''
          : ` (got "${SECRET_URLS.has(key) ? redactUrl(got) : got}")`;
      return `${key}: ${issue.message}${shown}`;
    });
    throw new EnvError(problems);
  }
  const { WEB_DIST_DIR, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, AI_BASE_URL, AI_MODEL, AI_API_KEY } =
    parsed.data;
  const pairing: string[] = [];
  if (Boolean(GOOGLE_CLIENT_ID) !== Boolean(GOOGLE_CLIENT_SECRET)) {
    pairing.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: expected both or neither');
  }
  if (Boolean(AI_BASE_URL) !== Boolean(AI_MODEL)) {
    pairing.push('AI_BASE_URL and AI_MODEL: expected both or neither (the API address and the model to ask)');
  }
  if (AI_API_KEY && !AI_BASE_URL) pairing.push('AI_API_KEY: set AI_BASE_URL and AI_MODEL too');
  if (Boolean(parsed.data.REVENUECAT_SECRET_KEY) !== Boolean(parsed.data.REVENUECAT_WEBHOOK_AUTH)) {
    pairing.push('REVENUECAT_SECRET_KEY and REVENUECAT_WEBHOOK_AUTH: expected both or neither');
  }
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    pairing.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: expected both or neither');
  }
  if (Boolean(parsed.data.ONESIGNAL_APP_ID) !== Boolean(parsed.data.ONESIGNAL_REST_API_KEY)) {
    pairing.push('ONESIGNAL_APP_ID and ONESIGNAL_REST_API_KEY: expected both or neither');
  }
  if (Boolean(parsed.data.META_PIXEL_ID) !== Boolean(parsed.data.META_ACCESS_TOKEN)) {
    pairing.push('META_PIXEL_ID and META_ACCESS_TOKEN: expected both or neither');
  }
  // The access token goes to this address: in production, only over https.
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.META_GRAPH_URL.startsWith('https://')) {
    pairing.push('META_GRAPH_URL: expected an https:// URL in production');
  }
  const stripe = STRIPE_VARIABLES.filter((key) => parsed.data[key] !== undefined);
  if (stripe.length > 0 && stripe.length < STRIPE_VARIABLES.length) {
    const missing = STRIPE_VARIABLES.filter((key) => !stripe.includes(key)).join(', ');
    pairing.push(`${stripe.join(', ')}: Stripe needs all four variables; also set ${missing}`);
  }
  const prices = foodPricesFrom(parsed.data, cwd, pairing);
  if (pairing.length > 0 || !prices) throw new EnvError(pairing);
  return {
    ...parsed.data,
    FOOD_PRICES: prices,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    DATA_DIR: path.resolve(cwd, parsed.data.DATA_DIR),
    WEB_DIST_DIR: WEB_DIST_DIR ? path.resolve(cwd, WEB_DIST_DIR) : undefined,
  };
}

/**
 * The price table, read and checked now so a wrong one stops the server with the line at fault. Larder's
 * own table is in euros: another currency needs the operator's own prices.
 */
function foodPricesFrom(
  data: Pick<z.infer<typeof envSchema>, 'PRICE_CURRENCY' | 'FOOD_PRICES_FILE'>,
  cwd: string,
  problems: string[],
): FoodPrices | null {
  const file = data.FOOD_PRICES_FILE ? path.resolve(cwd, data.FOOD_PRICES_FILE) : null;
  if (!file && data.PRICE_CURRENCY !== BUILT_IN_PRICE_CURRENCY) {
    problems.push(
      `PRICE_CURRENCY: Larder's own food prices are in ${BUILT_IN_PRICE_CURRENCY}; set FOOD_PRICES_FILE to a table of prices in ${data.PRICE_CURRENCY} (docs/food-prices.md)`,
    );
    return null;
  }
  const table = readFoodPrices(file ?? builtInFoodPrices);
  if (!table.ok) {
    const source = file ? `FOOD_PRICES_FILE (${file})` : `Larder's food prices (${builtInFoodPrices})`;
    problems.push(...table.problems.map((problem) => `${source}: ${problem}`));
    return null;
  }
  return { currency: data.PRICE_CURRENCY, perKg: table.perKg };
}

/**
 * Never echo credentials back into a terminal or log: everything before the last `@` after the scheme is
 * hidden (some providers use an API token as the user name), so a password with an unencoded `@` in it,
 * or a URL missing its scheme, does not leak either.
 */
function redactUrl(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0] ?? '';
  return `${scheme}***${value.slice(at)}`;
}
