import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';

export type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;

export interface MailSetup {
  transport: MailTransport;
  /** The local mail catcher, running only when SMTP_URL is not set. */
  catcher: MailCatcher | null;
  stop: () => Promise<void>;
}

/** Sends through SMTP_URL when it is set; otherwise starts the local mail catcher and sends to it. */
export async function startMail(env: MailEnv, logger: Logger): Promise<MailSetup> {
  if (env.SMTP_URL) {
    const transport = createSmtpTransport(env.SMTP_URL, env.MAIL_FROM);
    logger.info({ smtpHost: new URL(env.SMTP_URL).host }, 'mail is sent through SMTP_URL');
    return { transport, catcher: null, stop: async () => transport.close() };
  }
  const catcher = await startMailCatcher(logger);
  const transport = createSmtpTransport({ host: catcher.host, port: catcher.port }, env.MAIL_FROM);
  if (env.NODE_ENV === 'production') {
    logger.warn(
      { port: catcher.port },
      'SMTP_URL is not set: mail is not delivered to anyone; each message is shown in this log instead',
    );
  } else {
    logger.info(
      { port: catcher.port },
      'SMTP_URL is not set: mail goes to the local mail catcher, shown in this log and at /dev/mailbox',
    );
  }
  return {
    transport,
    catcher,
    stop: async () => {
      transport.close();
      await catcher.stop();
    },
  };
}
