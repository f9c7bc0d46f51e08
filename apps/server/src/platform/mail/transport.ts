import nodemailer from 'nodemailer';

/** One message as the outbox hands it to a transport. */
export interface OutgoingMail {
  /** The outbox row's id; it also makes the Message-ID, so a repeated delivery is recognisable. */
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Resolves once the SMTP server has accepted the message; rejects with its reason otherwise. */
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** Either an `smtp://` / `smtps://` URL (SMTP_URL) or the local mail catcher's plain loopback port. */
export type SmtpTarget = string | { host: string; port: number };

/** Answers within these limits or the attempt fails and the outbox retries later. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(target: SmtpTarget, from: string): MailTransport {
  const connection =
    typeof target === 'string'
      ? { url: target }
      : { host: target.host, port: target.port, secure: false, ignoreTLS: true };
  const transporter = nodemailer.createTransport(
    // The message is always plain strings: never let nodemailer read files or fetch URLs for it.
    { ...connection, ...TIMEOUTS, disableFileAccess: true, disableUrlAccess: true },
    { from },
  );
  const domain = senderDomain(from);
  return {
    send: async (mail) => {
      await transporter.sendMail({
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
