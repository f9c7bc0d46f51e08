import { ENTITLEMENT_STORES } from '../entitlements.ts';
import '../zod.ts';
import { z } from 'zod';

/**
 * `/api/admin/*`: admins only, the role checked on the server for every call (401 without a session, 403
 * for everyone else, anonymous and Pro cooks included). Every list is a page from the server, searchable;
 * none loads every row. Every action is written to the audit log (docs/decisions/041-profile-and-admin.md).
 */

export const ADMIN_PAGE_SIZE = 25;
const page = z.coerce.number({ error: 'Ask for a page number.' }).int().min(1).max(10_000).default(1);
const search = z.string().trim().max(200, { error: 'Search for at most 200 characters.' }).default('');

/** One page of a list: the rows, the page asked for, and how many rows match in all. */
function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

/** `GET /api/admin/overview?days=`: the usage dashboard, one row per UTC day, oldest first. */
export const OVERVIEW_RANGES = [7, 30, 90, 365] as const;
export const adminOverviewQuery = z.object({
  days: z.coerce
    .number()
    .refine((days) => (OVERVIEW_RANGES as readonly number[]).includes(days), {
      error: `Show ${OVERVIEW_RANGES.join(', ')} days.`,
    })
    .default(30),
});
export const overviewDaySchema = z.object({
  day: z.string(),
  /** Accounts made that day (anonymous visitors are not sign-ups). */
  signUps: z.number().int(),
  /** Accounts, anonymous included, that used Larder that day, and in the 7 days up to it. */
  activeDaily: z.number().int(),
  activeWeekly: z.number().int(),
  recipesGenerated: z.number().int(),
  recipesOpened: z.number().int(),
  cooks: z.number().int(),
  foodSavedKg: z.number(),
  plans: z.number().int(),
  proConversions: z.number().int(),
  /** Pro subscriptions that ended or were set not to renew that day. */
  proChurn: z.number().int(),
  pushOptIns: z.number().int(),
  clientErrors: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;
export const adminOverviewAnswer = z
  .object({
    users: z.object({
      total: z.number(),
      anonymous: z.number(),
      verified: z.number(),
      admins: z.number(),
      pro: z.number(),
      disabled: z.number(),
    }),
    days: z.array(overviewDaySchema),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewAnswer>;

/** `GET /api/admin/users?q=&page=`: accounts whose email contains `q`, newest first. */
export const adminUsersQuery = z.object({ q: search, page });
export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    createdAt: z.string(),
    isAnonymous: z.boolean(),
    emailVerified: z.boolean(),
    role: z.enum(['admin', 'user']),
    disabled: z.boolean(),
    disabledReason: z.string().nullable(),
    /** `credential`, `google`, `apple`: every way the account signs in. */
    signInMethods: z.array(z.string()),
    pro: z.object({
      isActive: z.boolean(),
      store: z.enum(ENTITLEMENT_STORES).nullable(),
      expiresAt: z.string().nullable(),
    }),
    lastActiveOn: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersAnswer = pageOf(adminUserSchema).meta({ id: 'AdminUsers' });
export type AdminUsersPage = z.infer<typeof adminUsersAnswer>;
export const adminUserParams = z.object({ id: z.string().min(1).max(200) });
export const adminUserAnswer = z.object({ user: adminUserSchema });

/** Half of an emoji (a lone UTF-16 surrogate): PostgreSQL's jsonb, where the audit log keeps the reason, refuses one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const reason = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(3, { error: 'Give a reason of at least 3 characters.' })
  .max(500, { error: 'Keep the reason under 500 characters.' })
  .refine((value) => !LONE_SURROGATE.test(value), { error: 'The reason has a broken character.' });

/** `POST /api/admin/users/:id/pro`: grant Pro (until a day, or without an end) or revoke it, with a reason. */
export const adminProBody = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('grant'),
        reason,
        /** The last day of Pro, YYYY-MM-DD (UTC), still to come; null: without an end. */
        until: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the last day as YYYY-MM-DD.' })
          .nullable()
          .default(null),
      }),
      z.object({ action: z.literal('revoke'), reason }),
    ],
    { error: 'Choose grant or revoke.' },
  )
  .meta({ id: 'AdminPro' });
/** `PUT /api/admin/users/:id/role`. An admin cannot take their own admin role away. */
export const adminRoleBody = z
  .object({ role: z.enum(['admin', 'user'], { error: 'Choose admin or user.' }), reason })
  .meta({ id: 'AdminRole' });
/** `PUT /api/admin/users/:id/disabled`: a disabled account is signed out everywhere and cannot sign in. */
export const adminDisableBody = z
  .object({ disabled: z.boolean({ error: 'Send disabled: true or false.' }), reason })
  .meta({ id: 'AdminDisable' });

/** `GET /api/admin/audit?q=&page=`: every admin action, newest first; `q` matches admin, target or action. */
export const AUDIT_ACTIONS = [
  'pro.grant',
  'pro.revoke',
  'role.change',
  'user.disable',
  'user.enable',
  'support.reply',
  'support.status',
  'report.hide',
  'report.dismiss',
] as const;
export const adminAuditQuery = z.object({ q: search, page });
export const adminActionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  adminEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(['user', 'support', 'report']),
  targetId: z.string(),
  targetLabel: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminAuditAnswer = pageOf(adminActionSchema).meta({ id: 'AdminAudit' });

/** `GET /api/admin/support?status=&q=&page=`: contact requests and bug reports, newest first. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const adminSupportQuery = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: `Status is one of: ${SUPPORT_STATUSES.join(', ')}.` }).optional(),
  q: search,
  page,
});
export const adminSupportRequestSchema = z
  .object({
    id: z.string(),
    type: z.enum(['contact', 'bug']),
    status: z.enum(SUPPORT_STATUSES),
    createdAt: z.string(),
    /** The cook's account email: where a reply goes. */
    email: z.string(),
    /** The subject (contact) or title (bug). */
    subject: z.string(),
    /** The message (contact) or description (bug). */
    message: z.string(),
    /** Every other field the form sent (category, priority, severity, steps…), as sent. */
    details: z.record(z.string(), z.unknown()),
    /** Public addresses of the attached files. */
    attachments: z.array(z.string()),
    replies: z.array(z.object({ body: z.string(), createdAt: z.string(), adminEmail: z.string() })),
  })
  .meta({ id: 'AdminSupportRequest' });
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;
export const adminSupportAnswer = pageOf(adminSupportRequestSchema).meta({ id: 'AdminSupport' });
export const adminSupportParams = z.object({ id: z.string().min(1).max(200) });
/** `POST /api/admin/support/:id/reply`: emailed to the cook through the outbox; the request is answered. */
export const adminReplyBody = z
  .object({
    body: z
      .string({ error: 'Write a reply.' })
      .trim()
      .min(1, { error: 'Write a reply.' })
      .max(10_000, { error: 'Keep the reply under 10,000 characters.' }),
  })
  .meta({ id: 'AdminReply' });
/** `PUT /api/admin/support/:id/status`. */
export const adminSupportStatusBody = z
  .object({
    status: z.enum(SUPPORT_STATUSES, { error: `Status is one of: ${SUPPORT_STATUSES.join(', ')}.` }),
  })
  .meta({ id: 'AdminSupportStatus' });
export const adminSupportRequestAnswer = z.object({ request: adminSupportRequestSchema });

/** `GET /api/admin/errors?q=&page=`: client errors grouped by message and route, most recent first. */
export const adminErrorsQuery = z.object({ q: search, page });
export const adminErrorGroupSchema = z.object({
  message: z.string(),
  route: z.string(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  latestStack: z.string().nullable(),
  latestRelease: z.string(),
});
export type AdminErrorGroup = z.infer<typeof adminErrorGroupSchema>;
export const adminErrorsAnswer = pageOf(adminErrorGroupSchema).meta({ id: 'AdminErrors' });
