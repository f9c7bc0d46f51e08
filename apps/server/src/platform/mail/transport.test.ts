import { afterEach, describe, expect, it } from 'vitest';
import { type SmtpProvider, startSmtpProvider } from '../../../test/smtp-provider.ts';
import { testEnv } from '../../../test/test-env.ts';
import { freePort } from '../../db/embedded-postgres.ts';
import { createLogger } from '../../logger.ts';
import { type MailSetup, startMail } from './mail-setup.ts';

const logger = createLogger('silent');
let provider: SmtpProvider | undefined;
let mail: MailSetup | undefined;
afterEach(async () => {
  await mail?.stop();
  await provider?.close();
  mail = undefined;
  provider = undefined;
});

const message = {
  id: '3f0f8a4e-2b6c-4d53-9a51-0c9d1f6e2a10',
  to: 'cook@example.com',
  replyTo: 'help@larder.example',
  subject: 'Confirm your address',
  html: '<p>Hello <a href="https://larder.example/confirm?t=1">confirm</a></p>',
  text: 'Hello, confirm: https://larder.example/confirm?t=1',
};

describe('sending through SMTP_URL', () => {
  it('logs in to the provider and hands over to, reply-to, subject, text and html from MAIL_FROM', async () => {
    provider = await startSmtpProvider({ auth: { user: 'larder', pass: 's3cret:@/' } });
    mail = await startMail(
      testEnv({
        SMTP_URL: `smtp://larder:${encodeURIComponent('s3cret:@/')}@127.0.0.1:${provider.port}`,
        MAIL_FROM: 'Larder Kitchen <hello@larder.example>',
      }),
      logger,
    );
    expect(mail.catcher).toBeNull();
    await mail.transport.send(message);

    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]).toMatchObject({
      user: 'larder',
      envelopeFrom: 'hello@larder.example',
      envelopeTo: ['cook@example.com'],
      from: '"Larder Kitchen" <hello@larder.example>',
      to: 'cook@example.com',
      replyTo: 'help@larder.example',
      subject: 'Confirm your address',
      text: message.text,
      html: message.html,
      messageId: `<${message.id}@larder.example>`,
    });
  });

  it('omits Reply-To when there is none', async () => {
    provider = await startSmtpProvider();
    mail = await startMail(testEnv({ SMTP_URL: `smtp://127.0.0.1:${provider.port}` }), logger);
    await mail.transport.send({ ...message, replyTo: null });
    expect(provider.received[0]).toMatchObject({ replyTo: undefined, from: '"Larder" <no-reply@localhost>' });
  });

  it('rejects with the reason when the provider refuses the login or cannot be reached', async () => {
    provider = await startSmtpProvider({ auth: { user: 'larder', pass: 'right' } });
    mail = await startMail(testEnv({ SMTP_URL: `smtp://larder:wrong@127.0.0.1:${provider.port}` }), logger);
    await expect(mail.transport.send(message)).rejects.toMatchObject({ responseCode: 535 });
    mail.transport.close();

    mail = await startMail(testEnv({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }), logger);
    await expect(mail.transport.send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(provider.received).toHaveLength(0);
  });
});
