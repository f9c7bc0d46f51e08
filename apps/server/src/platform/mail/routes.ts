import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { mailboxAnswer } from '@larder/domain/api/mail';
import { Hono } from 'hono';
import { documented, jsonAnswer } from '../../http/openapi.ts';
import type { MailCatcher } from './mail-catcher.ts';
import { renderMailboxPage } from './mailbox-page.ts';

/** What the mailbox routes read: the mail catcher's messages. */
export type Mailbox = Pick<MailCatcher, 'messages'>;

const messages = createRoute({
  method: 'get',
  path: '/',
  tags: ['Development'],
  summary: 'The mail the local catcher kept, newest first (outside production, without SMTP_URL)',
  responses: { 200: jsonAnswer(mailboxAnswer, 'The messages, links included') },
});

/** `GET /api/dev/mailbox`: the caught messages as JSON, newest first. Never mounted in production. */
export function mailboxApiRoutes(mailbox: Mailbox) {
  const app = new OpenAPIHono();
  app.openapi(documented(app, messages), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: mailbox.messages() }, 200);
  });
  return app;
}

/** `GET /dev/mailbox`: the caught messages as a page. Never mounted in production. */
export function mailboxPageRoutes(mailbox: Mailbox) {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(renderMailboxPage(mailbox.messages()));
  });
}
