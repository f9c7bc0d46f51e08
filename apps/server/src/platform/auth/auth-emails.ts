import { safeSitePath } from '@larder/domain/site-path';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { renderEmail } from '../mail/render-email.ts';
import { enqueueMail } from '../mail/service.ts';
import type { RateLimiter, RateRule } from '../rate-limit/service.ts';

const FOOTER =
  'You received this because someone used this address on Larder. If it was not you, ignore this email.';

/**
 * The path better-auth's verification URL carries as its callbackURL (where the person came from), when
 * it is a path on this site (safeSitePath); anything else (another origin, "//evil", its encoded forms)
 * is dropped.
 */
export function returnPathFrom(verificationUrl: string): string | undefined {
  const sitePath = (value: string | null) => {
    const path = safeSitePath(value);
    return path && path !== '/' ? path : undefined;
  };
  if (!URL.canParse(verificationUrl)) return undefined;
  const callback = sitePath(new URL(verificationUrl).searchParams.get('callbackURL'));
  if (!callback) return undefined;
  // The web app asks to come back through /email-confirm?returnTo=…: keep only where it returns to.
  const parsed = new URL(callback, 'http://larder.invalid');
  return parsed.pathname === '/email-confirm' ? sitePath(parsed.searchParams.get('returnTo')) : callback;
}

/**
 * However it is asked for (sign-up, signing in unconfirmed, "send again", a change of address), an
 * address gets at most this many confirmation mails an hour; the rest are not sent.
 */
export const CONFIRMATIONS_PER_ADDRESS: RateRule = {
  name: 'mail-confirm-address',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'Too many confirmation emails to this address.',
};

/** The account emails: confirm an address, reset a password. Each goes through the outbox. */
export function accountEmails(
  db: Db,
  publicUrl: string,
  limits: { rateLimiter: RateLimiter; logger: Logger },
) {
  const link = (path: string, token: string, returnTo?: string) =>
    `${publicUrl}${path}?token=${encodeURIComponent(token)}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`;

  return {
    /** `returnTo` is where the app goes after confirming: a path on this site, or nothing. */
    confirmEmail: async (to: string, token: string, returnTo?: string) => {
      const decision = await limits.rateLimiter.check(CONFIRMATIONS_PER_ADDRESS, to.trim().toLowerCase());
      if (!decision.allowed) {
        limits.logger.info('a confirmation email was not sent: too many to this address this hour');
        return;
      }
      const { html, text } = renderEmail({
        preheader: 'One tap to confirm your email and start cooking.',
        heading: 'Confirm your email',
        paragraphs: [
          'Welcome to Larder! Confirm your email address to finish creating your account.',
          'The link works for 24 hours.',
        ],
        button: { label: 'Confirm my email', url: link('/email-confirm', token, returnTo) },
        footer: FOOTER,
      });
      await enqueueMail(db, {
        to,
        subject: 'Confirm your email for Larder',
        html,
        text,
        kind: 'confirm-email',
      });
    },
    resetPassword: async (to: string, token: string) => {
      const { html, text } = renderEmail({
        preheader: 'Choose a new password for Larder.',
        heading: 'Reset your password',
        paragraphs: [
          'Someone asked to reset the password of your Larder account.',
          'Use the button to choose a new one. The link works for 1 hour; signing in elsewhere ends when you set it.',
        ],
        button: { label: 'Choose a new password', url: link('/reset-password', token) },
        footer: FOOTER,
      });
      await enqueueMail(db, {
        to,
        subject: 'Reset your Larder password',
        html,
        text,
        kind: 'password-reset',
      });
    },
  };
}
