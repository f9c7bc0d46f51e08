import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the provider received it: the SMTP envelope and the parsed content. */
export interface ReceivedMail {
  user: string | undefined;
  envelopeFrom: string;
  envelopeTo: string[];
  messageId: string | undefined;
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string | undefined;
  text: string | undefined;
  html: string | false;
}

export interface SmtpProvider {
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

export interface ProviderOptions {
  /** Listen on this port (to bring back a provider that was down); a free one by default. */
  port?: number;
  /** Require AUTH with these credentials. */
  auth?: { user: string; pass: string };
  /** Refuse these recipients with a permanent 550. */
  refuse?: string[];
}

/** A real SMTP server on loopback standing in for a mail provider, recording what it receives. */
export async function startSmtpProvider(options: ProviderOptions = {}): Promise<SmtpProvider> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      callback(ok ? null : Object.assign(new Error('Invalid credentials'), { responseCode: 535 }), {
        user: auth.username,
      });
    },
    onRcptTo(address, _session, callback) {
      const refused = options.refuse?.includes(address.address);
      callback(refused ? Object.assign(new Error('No such user here'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        received.push({
          user: typeof session.user === 'string' ? session.user : undefined,
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: parsed.messageId,
          from: text(parsed.from),
          to: text(parsed.to),
          replyTo: parsed.replyTo?.text,
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
        });
        callback();
      }, callback);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function text(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(', ');
}
