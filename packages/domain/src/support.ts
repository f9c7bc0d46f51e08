import './zod.ts';
import { z } from 'zod';

/**
 * The support dialog's forms (spec §3 contact and bug entities, §5 validation, §9 limits), one set of
 * rules for the browser and the server. The first failing rule is what the cook sees.
 */

export const SUPPORT_CATEGORIES = [
  'account',
  'recipes',
  'meal-planning',
  'notifications',
  'subscription',
  'technical',
  'feature-request',
  'other',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const CATEGORY_LABELS: Readonly<Record<SupportCategory, string>> = {
  account: 'Account',
  recipes: 'Recipes',
  'meal-planning': 'Meal planning',
  notifications: 'Notifications',
  subscription: 'Subscription',
  technical: 'Technical problem',
  'feature-request': 'Feature request',
  other: 'Other',
};

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Spec §9: each attachment at most 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files one bug report may carry. */
export const MAX_ATTACHMENTS = 5;
/** Spec §5: jpeg, png, gif, plain text and json. */
export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'text/plain',
  'application/json',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** What the file picker offers. */
export const ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.txt,.json,image/jpeg,image/png,image/gif,text/plain,application/json';
/** Support requests one user may send in an hour. */
export const SUPPORT_REQUESTS_PER_HOUR = 10;

export const SUPPORT_MESSAGES = {
  subjectShort: 'Subject must be at least 3 characters',
  subjectLong: 'Subject must be less than 200 characters',
  category: 'Please select a category',
  messageShort: 'Message must be at least 10 characters',
  messageLong: 'Message must be less than 2000 characters',
  priority: 'Please select a priority',
  titleShort: 'Title must be at least 5 characters',
  titleLong: 'Title must be less than 200 characters',
  descriptionShort: 'Description must be at least 10 characters',
  descriptionLong: 'Description must be less than 2000 characters',
  stepsLong: 'Steps to reproduce must be less than 1000 characters',
  expectedLong: 'Expected behavior must be less than 500 characters',
  actualLong: 'Actual behavior must be less than 500 characters',
  deviceLong: 'Device info must be less than 1000 characters',
  severity: 'Please select a severity',
  tooManyFiles: `Attach at most ${MAX_ATTACHMENTS} files`,
  notYourUpload: 'Only addresses of files you uploaded to Larder can be attached',
  validationTitle: 'Validation Error',
  contactSent: 'Support request sent',
  contactSentText: "We'll get back to you within 24-48 hours.",
  bugSent: 'Bug report sent',
  contactFailed: 'Failed to send support request',
  bugFailed: 'Failed to send bug report',
  tryAgain: 'Please try again.',
  screenshotFailed: 'Screenshot failed: Unable to capture screenshot. Please upload manually.',
  rateLimited: `You've sent ${SUPPORT_REQUESTS_PER_HOUR} support requests in the last hour. Please wait a while before sending another.`,
} as const;

export const fileTooLarge = (name: string) => `File too large: ${name} is larger than 10MB`;
export const invalidFileType = (name: string) => `Invalid file type: ${name} is not a supported file type`;

/** A trimmed text between `min` and `max` characters (both ends allowed). */
function trimmed(min: number, max: number, short: string, long: string) {
  return z.string({ error: short }).trim().min(min, { error: short }).max(max, { error: long });
}
/** An optional trimmed text of at most `max` characters; empty means not given. */
const upTo = (max: number, long: string) =>
  z.string({ error: long }).trim().max(max, { error: long }).default('');

export const contactFormSchema = z.object({
  subject: trimmed(3, 200, SUPPORT_MESSAGES.subjectShort, SUPPORT_MESSAGES.subjectLong),
  category: z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category }),
  message: trimmed(10, 2000, SUPPORT_MESSAGES.messageShort, SUPPORT_MESSAGES.messageLong),
  priority: z.enum(PRIORITIES, { error: SUPPORT_MESSAGES.priority }).default('medium'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const bugFormSchema = z.object({
  title: trimmed(5, 200, SUPPORT_MESSAGES.titleShort, SUPPORT_MESSAGES.titleLong),
  description: trimmed(10, 2000, SUPPORT_MESSAGES.descriptionShort, SUPPORT_MESSAGES.descriptionLong),
  stepsToReproduce: upTo(1000, SUPPORT_MESSAGES.stepsLong),
  expectedBehavior: upTo(500, SUPPORT_MESSAGES.expectedLong),
  actualBehavior: upTo(500, SUPPORT_MESSAGES.actualLong),
  deviceInfo: upTo(1000, SUPPORT_MESSAGES.deviceLong),
  severity: z.enum(SEVERITIES, { error: SUPPORT_MESSAGES.severity }).default('medium'),
});
export type BugForm = z.infer<typeof bugFormSchema>;

/** `POST /api/functions/send-support-email` (spec §7): the contact or bug entity of spec §3. */
export const supportPayloadSchema = z.discriminatedUnion(
  'type',
  [
    contactFormSchema.extend({
      type: z.literal('contact'),
      userEmail: z.string().max(254).optional(),
      userId: z.string().max(200).optional(),
    }),
    bugFormSchema.extend({
      type: z.literal('bug'),
      userEmail: z.string().max(254).optional(),
      userId: z.string().max(200).optional(),
      /**
       * Public addresses of files this cook uploaded before, exactly as the server answered them (the
       * form's own files come with the request); any other address is refused.
       */
      attachments: z
        .array(z.string().max(2000))
        .max(MAX_ATTACHMENTS, { error: SUPPORT_MESSAGES.tooManyFiles })
        .default([]),
    }),
  ],
  { error: 'Send type "contact" or "bug".' },
);
export type SupportPayload = z.infer<typeof supportPayloadSchema>;

/** The message of the first rule the values break, or null when they pass (spec §5 "Validation Error"). */
export function firstProblem(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? SUPPORT_MESSAGES.tryAgain);
}

/**
 * What is wrong with a file the cook picked, by the browser's own view of it (size and declared type);
 * the server checks the bytes again. Null when it may be attached.
 */
export function attachmentProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return fileTooLarge(file.name);
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return invalidFileType(file.name);
  return null;
}

/** Spec §5: an empty device info is filled with platform, user agent, language and screen size. */
export function describeDevice(env: {
  platform: string;
  userAgent: string;
  language: string;
  screen: { width: number; height: number };
}): string {
  return [
    `Platform: ${env.platform || 'unknown'}`,
    `User agent: ${env.userAgent}`,
    `Language: ${env.language}`,
    `Screen: ${env.screen.width}×${env.screen.height}`,
  ].join('\n');
}
