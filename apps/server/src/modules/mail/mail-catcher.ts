import { randomUUID } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../../logger.ts';
import { linksIn } from './mail-links.ts';

/** A message the catcher received, as the local mailbox shows it. */
export interface CaughtMail {
  id: string;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  links: string[];
  receivedAt: string;
}

export interface MailCatcher {
  host: string;
  port: number;
  /** The messages kept, newest first. */
  messages: () => CaughtMail[];
  stop: () => Promise<void>;
}

const HOST = '127.0.0.1';

/**
 * The local default for mail (no SMTP_URL): a real SMTP server on a free loopback port that keeps the
 * last `keep` messages in memory and logs each one with its links, so a self-hoster can follow a
 * confirmation link from the log. It accepts mail from this machine only and sends nothing on.
 */
export async function startMailCatcher(
  logger: Logger,
  options: { keep?: number } = {},
): Promise<MailCatcher> {
  const keep = options.keep ?? 100;
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    name: 'localhost',
    banner: 'Larder mail catcher',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: 10 * 1024 * 1024,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream, { skipImageLinks: true, skipTextToHtml: true }).then(
        (parsed) => {
          const mail = toCaughtMail(parsed);
          caught.unshift(mail);
          caught.splice(keep);
          logger.info(
            { mail: { to: mail.to, subject: mail.subject, links: mail.links } },
            'mail caught by the local mail catcher',
          );
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  // A client that misbehaves must never take the server down with an unhandled 'error' event.
  server.on('error', (error) => logger.warn({ err: error.message }, 'mail catcher connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, HOST, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    host: HOST,
    port,
    messages: () => [...caught],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toCaughtMail(parsed: ParsedMail): CaughtMail {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const text = parsed.text ?? '';
  return {
    id: randomUUID(),
    to: addressText(parsed.to),
    from: addressText(parsed.from),
    replyTo: parsed.replyTo ? addressText(parsed.replyTo) : null,
    subject: parsed.subject ?? '',
    text,
    html,
    links: linksIn(html, text),
    receivedAt: new Date().toISOString(),
  };
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(', ');
}
