import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaughtMail } from '@larder/domain/api/mail';
import type { AddressObject, ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../../logger.ts';
import { linksIn } from './mail-links.ts';

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
 * last `keep` messages in memory (for /dev/mailbox) and, with `folder`, writes each one there as a text
 * file only the server's user can read, so whoever runs Larder can open a reset link. The log names the
 * file, never the links: they carry tokens. It accepts mail from this machine only and sends nothing on.
 */
export async function startMailCatcher(
  logger: Logger,
  options: { keep?: number; folder?: string } = {},
): Promise<MailCatcher> {
  const keep = options.keep ?? 100;
  if (options.folder) await mkdir(options.folder, { recursive: true, mode: 0o700 });
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
      simpleParser(stream, { skipImageLinks: true, skipTextToHtml: true })
        .then(async (parsed) => {
          const mail = toCaughtMail(parsed);
          caught.unshift(mail);
          caught.splice(keep);
          const file = options.folder ? await keepAsFile(options.folder, mail) : undefined;
          logger.info(
            { mail: { to: mail.to, subject: mail.subject, ...(file ? { file } : {}) } },
            'mail caught by the local mail catcher',
          );
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
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

/** Writes the message as plain text (headers, body, links), readable by the server's user only. */
async function keepAsFile(folder: string, mail: CaughtMail): Promise<string> {
  // mail-20261124-093012-1a2b3c4d.txt: sorts by time, and reads as a name, not a token, in the log.
  const stamp = mail.receivedAt.slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const file = path.join(folder, `mail-${stamp}-${mail.id.slice(0, 8)}.txt`);
  const lines = [
    `To: ${mail.to}`,
    `From: ${mail.from}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`,
    `Date: ${mail.receivedAt}`,
    '',
    mail.text.trim(),
    '',
    ...(mail.links.length > 0 ? ['Links:', ...mail.links.map((link) => `  ${link}`), ''] : []),
  ];
  await writeFile(file, lines.join('\n'), { mode: 0o600 });
  return file;
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
