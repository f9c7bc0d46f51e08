import '../zod.ts';
import { z } from 'zod';
import { TRACKING_VALUES } from '../constants.ts';

/**
 * `POST /api/functions/facebook-conversions-api` (spec §7): an ad-conversion event, in the shape of
 * Meta's Conversions API, plus Larder's `consent`. The server always counts the event (no personal data)
 * and forwards it to Meta only when the operator configured it, the cook consented and, in the apps,
 * tracking is allowed. Values for `custom_data` are `TRACKING_VALUES` (spec §9).
 */

export const CONVERSION_EVENT_NAMES = ['CompleteRegistration', 'Subscribe', 'Purchase'] as const;
export type ConversionEventName = (typeof CONVERSION_EVENT_NAMES)[number];

/** Meta takes events up to 7 days old; a clock a few minutes fast is forgiven. */
export const EVENT_TIME_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const EVENT_TIME_MAX_AHEAD_SECONDS = 5 * 60;

/** An unknown key is refused by name, in every object of the body. */
const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined,
  });

/**
 * Text without a lone UTF-16 surrogate (half of an emoji): PostgreSQL's jsonb, where a forwarded event
 * waits, refuses one. Free-text fields go through this.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (field: string) =>
  z
    .string({ error: `Send ${field.charAt(0).toLowerCase()}${field.slice(1)} as text.` })
    .refine((value) => !LONE_SURROGATE.test(value), { error: `${field} has a broken character.` });

/** Printable ASCII, no spaces: ids and cookies. */
const VISIBLE = /^[\x21-\x7e]+$/;

const userData = strict({
  /** Used only when the cook has no account email (anonymous); sent hashed (SHA-256). */
  em: z
    .string({ error: 'Use an email address.' })
    .trim()
    .max(254, { error: 'That email address is too long.' })
    .check(z.email({ error: 'Use an email address.' }))
    .optional(),
  /** The device's random fb_external_id; sent hashed (SHA-256). */
  external_id: z
    .string({ error: 'Send the id as text.' })
    .trim()
    .min(1, { error: 'The id is empty.' })
    .max(200, { error: 'The id is at most 200 characters.' })
    .regex(VISIBLE, { error: 'The id has characters an id never has.' })
    .optional(),
  client_user_agent: wellFormed('The user agent')
    .min(1, { error: 'The user agent is empty.' })
    .max(1000, { error: 'The user agent is at most 1000 characters.' })
    .regex(/^[\x20-\x7e\u00a0-\uffff]+$/, { error: 'The user agent has control characters.' })
    .optional(),
  /** The _fbp cookie: fb.{subdomain}.{creation time}.{random}. */
  fbp: z
    .string({ error: 'Send the _fbp cookie as text.' })
    .max(200, { error: 'The _fbp cookie is at most 200 characters.' })
    .regex(/^fb\.\d+\.\d+\.\d+$/, { error: 'That is not an _fbp cookie (fb.1.1596403881668.1116446470).' })
    .optional(),
  /** The _fbc cookie: fb.{subdomain}.{creation time}.{fbclid}. */
  fbc: z
    .string({ error: 'Send the _fbc cookie as text.' })
    .max(500, { error: 'The _fbc cookie is at most 500 characters.' })
    .regex(/^fb\.\d+\.\d+\.[\x21-\x7e]+$/, {
      error: 'That is not an _fbc cookie (fb.1.1554763741205.AbCd…).',
    })
    .optional(),
});

const amount = () =>
  z
    .number({ error: 'Use a number.' })
    .min(0, { error: 'It cannot be negative.' })
    .max(10_000, { error: 'It is at most 10000.' });

const customData = strict({
  currency: z.literal(TRACKING_VALUES.currency, { error: `Use ${TRACKING_VALUES.currency}.` }),
  value: amount(),
  predicted_ltv: amount().optional(),
  content_name: wellFormed('The name').max(100, { error: 'The name is at most 100 characters.' }).optional(),
});

/** Meta's extinfo array; its first element says the platform: i2 (iOS) or a2 (Android). */
const appData = strict({
  extinfo: z
    .array(
      wellFormed('An extinfo value').max(100, { error: 'An extinfo value is at most 100 characters.' }),
      {
        error: 'extinfo is a list of text.',
      },
    )
    .min(1, { error: 'extinfo starts with i2 (iOS) or a2 (Android).' })
    .max(16, { error: 'extinfo has at most 16 values.' })
    .refine((values) => values[0] === 'i2' || values[0] === 'a2', {
      error: 'extinfo starts with i2 (iOS) or a2 (Android).',
    }),
});

/** Spec §9: what each event is worth (Pro: a month's price, and the lifetime value of its plan). */
const SPEC_VALUES: Record<ConversionEventName, { value: number; ltv: readonly (number | undefined)[] }> = {
  CompleteRegistration: { value: TRACKING_VALUES.registrationValue, ltv: [undefined] },
  Subscribe: {
    value: TRACKING_VALUES.proMonthlyPrice,
    ltv: [TRACKING_VALUES.predictedLifetimeValueMonthly, TRACKING_VALUES.predictedLifetimeValueYearly],
  },
  Purchase: {
    value: TRACKING_VALUES.proMonthlyPrice,
    ltv: [TRACKING_VALUES.predictedLifetimeValueMonthly, TRACKING_VALUES.predictedLifetimeValueYearly],
  },
};

export const conversionEventBody = strict({
  event_name: z.enum(CONVERSION_EVENT_NAMES, {
    error: 'Use CompleteRegistration, Subscribe or Purchase.',
  }),
  /** Unix seconds; within the last 7 days and at most 5 minutes ahead (`eventTimeProblem`). */
  event_time: z
    .number({ error: 'Use unix seconds.' })
    .int({ error: 'Use whole unix seconds.' })
    .min(0, { error: 'Use unix seconds.' })
    .max(99_999_999_999, { error: 'Use unix seconds, not milliseconds.' }),
  action_source: z.enum(['app', 'website'], { error: 'Use app or website.' }),
  event_source_url: z
    .url({ protocol: /^https?$/, error: 'Use an http or https address.' })
    .max(2000, { error: 'The address is at most 2000 characters.' })
    .optional(),
  /** The same id from the browser's pixel and here lets Meta count the event once. */
  event_id: z
    .string({ error: 'Send the event id as text.' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'The event id is 8 to 100 letters, digits, _ or -.' }),
  user_data: userData,
  custom_data: customData,
  test_event_code: z
    .string({ error: 'Send the test code as text.' })
    .regex(/^[A-Za-z0-9_-]{1,50}$/, { error: 'The test code is up to 50 letters, digits, _ or -.' })
    .optional(),
  /** Apps only: false when the cook did not allow tracking (iOS App Tracking Transparency). */
  advertiser_tracking_enabled: z.boolean({ error: 'Use true or false.' }).optional(),
  /** Apps only. */
  app_data: appData.optional(),
  /** Larder's: the cook agreed (web and Android: the cookie banner; iOS: the tracking permission). */
  consent: z.boolean({ error: 'Say whether the cook agreed: true or false.' }),
})
  .superRefine((body, context) => {
    const expected = SPEC_VALUES[body.event_name];
    if (body.custom_data.value !== expected.value)
      context.addIssue({
        code: 'custom',
        path: ['custom_data', 'value'],
        message: `${body.event_name} is worth ${expected.value} ${TRACKING_VALUES.currency}.`,
      });
    if (!expected.ltv.includes(body.custom_data.predicted_ltv))
      context.addIssue({
        code: 'custom',
        path: ['custom_data', 'predicted_ltv'],
        message: expected.ltv.some((ltv) => ltv !== undefined)
          ? `${body.event_name} predicts a lifetime value of ${expected.ltv.join(' or ')}.`
          : `${body.event_name} predicts no lifetime value.`,
      });
    if (body.action_source === 'website') {
      if (!body.event_source_url)
        context.addIssue({
          code: 'custom',
          path: ['event_source_url'],
          message: 'A website event says which page it happened on.',
        });
      for (const key of ['app_data', 'advertiser_tracking_enabled'] as const)
        if (body[key] !== undefined)
          context.addIssue({ code: 'custom', path: [key], message: 'Only app events carry this.' });
    } else if (!body.app_data) {
      context.addIssue({
        code: 'custom',
        path: ['app_data'],
        message: 'An app event carries its extinfo (i2 for iOS, a2 for Android).',
      });
    }
  })
  .meta({ id: 'ConversionEvent' });
export type ConversionEventInput = z.infer<typeof conversionEventBody>;

/**
 * Where the event went: `queued` for Meta, or kept here only because the server is `not_configured`
 * for Meta or the cook gave `no_consent` (or, in the apps, did not allow tracking).
 */
export const CONVERSION_FORWARDING = ['queued', 'not_configured', 'no_consent'] as const;
export type ConversionForwarding = (typeof CONVERSION_FORWARDING)[number];
export const conversionEventAnswer = z
  .object({ forwarded: z.enum(CONVERSION_FORWARDING) })
  .meta({ id: 'ConversionEventAnswer' });
export type ConversionEventAnswer = z.infer<typeof conversionEventAnswer>;

export type ConversionPlatform = 'web' | 'ios' | 'android';

/** The platform an event came from: the website, or the app named by extinfo's first value. */
export function conversionPlatform(
  body: Pick<ConversionEventInput, 'action_source' | 'app_data'>,
): ConversionPlatform {
  if (body.action_source === 'website') return 'web';
  return body.app_data?.extinfo[0] === 'a2' ? 'android' : 'ios';
}

/** Why an event's time is refused at `nowMs`, or null when Meta will take it. */
export function eventTimeProblem(eventTime: number, nowMs: number): string | null {
  const now = Math.floor(nowMs / 1000);
  if (eventTime < now - EVENT_TIME_MAX_AGE_SECONDS)
    return 'The event is more than 7 days old; Meta takes events of the last 7 days only.';
  if (eventTime > now + EVENT_TIME_MAX_AHEAD_SECONDS)
    return 'The event is more than 5 minutes in the future; check the device clock.';
  return null;
}
