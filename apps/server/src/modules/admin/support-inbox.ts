import type { AdminSupportRequest, SupportStatus } from '@larder/domain/api/admin';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { renderEmail } from '../../platform/mail/render-email.ts';
import { enqueueMail } from '../../platform/mail/service.ts';
import { type ActingAdmin, recordAdminAction } from './audit.ts';
import { containsPattern, offsetOf, pageAnswer } from './paging.ts';
import {
  insertReply,
  repliesTo,
  type SupportRequestRow,
  setSupportStatus,
  supportPage,
  supportRequestById,
} from './support-repository.ts';

export interface SupportInboxDeps {
  db: Db;
  /** Where the cooks' answers to a reply go (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** The form's fields shown apart; every other one is a detail, as sent. */
const SHOWN_APART = new Set(['type', 'subject', 'title', 'message', 'description', 'userEmail', 'userId']);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Reply = AdminSupportRequest['replies'][number];

function supportRequest(row: SupportRequestRow, replies: Reply[]): AdminSupportRequest {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const details = Object.fromEntries(
    Object.entries(payload).filter(([name]) => !SHOWN_APART.has(name) && name !== 'attachments'),
  );
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    subject: text(row.type === 'bug' ? payload.title : payload.subject),
    message: text(row.type === 'bug' ? payload.description : payload.message),
    details,
    attachments: row.attachments,
    replies,
  };
}

async function withReplies(db: Db, rows: SupportRequestRow[]): Promise<AdminSupportRequest[]> {
  const replies = await repliesTo(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    supportRequest(
      row,
      replies
        .filter((reply) => reply.requestId === row.id)
        .map((reply) => ({
          body: reply.body,
          createdAt: reply.createdAt.toISOString(),
          adminEmail: reply.adminEmail,
        })),
    ),
  );
}

/** `GET /api/admin/support`: newest first, by status, searching the cook's email, subject and message. */
export async function listSupport(
  db: Db,
  query: { status?: SupportStatus | undefined; q: string; page: number },
) {
  const filter = { status: query.status, pattern: containsPattern(query.q) };
  const { rows, total } = await supportPage(db, filter, offsetOf(query.page));
  return pageAnswer(await withReplies(db, rows), query.page, total);
}

async function requestOf(db: Db, id: string): Promise<SupportRequestRow> {
  const row = isUuid(id) ? await supportRequestById(db, id) : null;
  if (!row) throw new AppError('not_found', 'There is no such support request.');
  return row;
}

async function answer(db: Db, id: string) {
  const [request] = await withReplies(db, [await requestOf(db, id)]);
  return { request: request as AdminSupportRequest };
}

/** One line for a subject header: no line breaks, at most 150 characters. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 150);

/** The reply to the cook: their request quoted under the answer; the cook's answer goes to support. */
function replyMail(request: AdminSupportRequest, body: string) {
  const subject = oneLine(`Re: ${request.subject}`);
  const rendered = renderEmail({
    preheader: oneLine(body),
    heading: subject,
    paragraphs: [body, `You wrote on ${request.createdAt.slice(0, 10)}:\n${request.message}`],
    footer: 'Larder support answering your request. Reply to this mail to write back.',
  });
  return { to: request.email, subject, kind: 'support-reply', ...rendered };
}

/**
 * `POST /api/admin/support/:id/reply`: the reply is mailed to the cook's account address through the
 * outbox (reply-to: the support address), kept with the request, which is then answered; one transaction.
 */
export async function replyToSupport(deps: SupportInboxDeps, admin: ActingAdmin, id: string, body: string) {
  const request = supportRequest(await requestOf(deps.db, id), []);
  await deps.db.transaction(async (tx) => {
    const mailId = await enqueueMail(tx, { ...replyMail(request, body), replyTo: deps.supportEmail });
    await insertReply(tx, { requestId: id, adminId: admin.id, body, mailId });
    await setSupportStatus(tx, id, 'answered');
    const target = { type: 'support' as const, id, label: request.subject };
    await recordAdminAction(tx, admin, 'support.reply', target, { to: request.email, mailId });
  });
  return answer(deps.db, id);
}

/** `PUT /api/admin/support/:id/status`. */
export async function changeSupportStatus(db: Db, admin: ActingAdmin, id: string, status: SupportStatus) {
  const row = await requestOf(db, id);
  await db.transaction(async (tx) => {
    await setSupportStatus(tx, id, status);
    const target = { type: 'support' as const, id, label: supportRequest(row, []).subject };
    await recordAdminAction(tx, admin, 'support.status', target, { from: row.status, to: status });
  });
  return answer(db, id);
}
