import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { WEAK_PASSWORD_MESSAGES, weakPasswordReason } from './password-strength.ts';
import './zod.ts';
import { z } from 'zod';

/** Form rules and messages of spec §5 ("New password", "Email required on forms"), shared by web and server. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  passwordTooCommon: 'This password is too common. Please choose another.',
  accountExists: 'This email is already registered. Try signing in instead.',
  resetTooSoon: 'Too many requests: Please wait ~90 seconds before requesting another reset email.',
} as const;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(254, { error: AUTH_MESSAGES.emailInvalid })
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(128, { error: 'Password must be at most 128 characters' });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'Password is required' }),
});

/** Sign-up: also refuses a password made from the address or the app's name (password-strength.ts). */
export const signUpSchema = z
  .object({ email: emailSchema, password: passwordSchema })
  .superRefine((value, ctx) => {
    const weak = weakPasswordReason(value.password, { email: value.email });
    if (weak) ctx.addIssue({ code: 'custom', path: ['password'], message: WEAK_PASSWORD_MESSAGES[weak] });
  });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** The first failing rule's message, for the spec's "first failing rule" toasts and field errors. */
export function firstIssue(result: z.ZodSafeParseResult<unknown>): { field: string; message: string } | null {
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? { field: issue.path.join('.'), message: issue.message } : null;
}

/** Settings: change the password (spec §5 "New password" rules, plus the current password). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Current password is required' }),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const changeEmailSchema = z.object({ newEmail: emailSchema });

/** What a cook types to confirm deleting their account; also the body `DELETE /api/account` expects. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
export const deleteAccountSchema = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
  }),
});

/** An account this young counts as new after a provider sign-in (spec §4: "within the last 30 seconds"). */
export const NEW_ACCOUNT_WINDOW_MS = 30_000;

export function isNewAccount(createdAt: string | Date, now: number = Date.now()): boolean {
  const created = new Date(createdAt).getTime();
  return Number.isFinite(created) && now - created <= NEW_ACCOUNT_WINDOW_MS;
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; field: string; message: string };

/** Runs a form's schema and answers the parsed values or its first failing rule. */
export function checkForm<T>(schema: z.ZodType<T>, values: unknown): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issue = firstIssue(result) ?? { field: '', message: 'Please check the form.' };
  return { ok: false, ...issue };
}
