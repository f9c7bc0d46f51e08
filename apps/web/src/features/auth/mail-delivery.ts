import { usePublicConfig } from '../../lib/public-config.ts';

/**
 * False when this Larder server has no mail server (no SMTP_URL): new accounts need no confirmation,
 * and a password reset link is kept on the server instead of mailed. A configuration saved on this
 * device by an earlier release has no `mail`: mail is delivered, as it was then.
 */
export function useMailDelivered(): boolean {
  return usePublicConfig().mail?.delivered !== false;
}
