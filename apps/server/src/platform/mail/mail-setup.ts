import path from 'node:path';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';

export type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'DATA_DIR'>;

export interface MailSetup {
  transport: MailTransport;
  /** The local mail catcher, running only when SMTP_URL is not set. */
  catcher: MailCatcher | null;
  stop: () => Promise<void>;
}

/** Where the local mail catcher keeps each message when no mail server is set. */
export const mailFolder = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'mail');

/**
 * Sends through SMTP_URL when it is set. Otherwise nothing can reach anyone: mail goes to the local
 * mail catcher, which keeps it in DATA_DIR/mail (and, outside production, at /dev/mailbox), and new
 * accounts need no email confirmation (create-auth.ts).
 */
export async function startMail(env: MailEnv, logger: Logger): Promise<MailSetup> {
  if (env.SMTP_URL) {
    const transport = createSmtpTransport(env.SMTP_URL, env.MAIL_FROM);
    logger.info({ smtpHost: new URL(env.SMTP_URL).host }, 'mail is sent through SMTP_URL');
    return { transport, catcher: null, stop: async () => transport.close() };
  }
  const folder = mailFolder(env);
  const catcher = await startMailCatcher(logger, { folder });
  const transport = createSmtpTransport({ host: catcher.host, port: catcher.port }, env.MAIL_FROM);
  const where = env.NODE_ENV === 'production' ? folder : `${folder} and at /dev/mailbox`;
  logger.warn(
    { mailFolder: folder, mailCatcherSmtpPort: catcher.port },
    `No mail server is set (SMTP_URL), so Larder sends no email: new accounts need no email confirmation, and each message (password resets, support requests) is kept in ${where} instead`,
  );
  return {
    transport,
    catcher,
    stop: async () => {
      transport.close();
      await catcher.stop();
    },
  };
}
