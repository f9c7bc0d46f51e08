import {
  ATTACHMENT_MAX_BYTES,
  fileTooLarge,
  invalidFileType,
  MAX_ATTACHMENTS,
  SUPPORT_MESSAGES,
  SUPPORT_REQUESTS_PER_HOUR,
  type SupportPayload,
} from '@larder/domain/support';
import type { Db } from '../../db/database.ts';
import { supportRequests } from '../../db/support-schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { enqueueMail } from '../mail/service.ts';
import type { RateLimiter, RateRule } from '../rate-limit/service.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { bugReportKey } from '../storage/safe-file-name.ts';
import { sniffAttachment } from '../storage/sniff-file.ts';
import { supportMail } from './support-mail.ts';

/** Spec §7: files go to this bucket, at bug-reports/{userId}/{timestamp}-{filename}. */
export const ATTACHMENT_BUCKET = 'recipe-images';

export const SUPPORT_RULE: RateRule = {
  name: 'support-requests',
  limit: SUPPORT_REQUESTS_PER_HOUR,
  windowMs: 60 * 60_000,
  message: SUPPORT_MESSAGES.rateLimited,
};

export interface SupportDeps {
  db: Db;
  storage: ObjectStorage;
  rateLimiter: RateLimiter;
  supportEmail: string;
  now: () => number;
}

/** A file sent with a bug report, as the request carried it. */
export type IncomingFile = { name: string; bytes: Uint8Array };

function refused(message: string): AppError {
  return new AppError('validation_failed', `attachments: ${message}`, { field: 'attachments' });
}

/** Each file checked by its bytes (magic numbers), never by its name or the type the browser declared. */
function checkFiles(files: readonly IncomingFile[]) {
  if (files.length > MAX_ATTACHMENTS) throw refused(SUPPORT_MESSAGES.tooManyFiles);
  return files.map((file) => {
    if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES) throw refused(fileTooLarge(file.name));
    const type = sniffAttachment(file.bytes);
    if (!type) throw refused(invalidFileType(file.name));
    return { ...file, type };
  });
}

/**
 * Stores the checked files; one that cannot be stored is skipped (spec §7: the report still goes) and
 * the server log says which and why.
 */
async function storeFiles(
  deps: SupportDeps,
  userId: string,
  files: ReturnType<typeof checkFiles>,
  log: Logger,
): Promise<string[]> {
  const urls: string[] = [];
  const at = new Date(deps.now());
  for (const file of files) {
    try {
      const key = bugReportKey(userId, at, file.name, file.type);
      urls.push(await deps.storage.put(ATTACHMENT_BUCKET, key, file.bytes, file.type));
    } catch (error) {
      log.warn(
        { err: error, file: file.name, storage: deps.storage.describe() },
        'a bug report attachment could not be stored; the report is sent without it',
      );
    }
  }
  return urls;
}

/** Addresses sent in the payload count only when they are this user's own stored bug-report files. */
function ownAddresses(payload: SupportPayload, userId: string): string[] {
  if (payload.type !== 'bug') return [];
  const prefix = `/${ATTACHMENT_BUCKET}/bug-reports/${userId}/`;
  return payload.attachments.filter((address) => {
    if (!URL.canParse(address)) return false;
    const url = new URL(address);
    return /^https?:$/.test(url.protocol) && url.pathname.includes(prefix) && !url.pathname.includes('..');
  });
}

/**
 * `send-support-email` (spec §7): a contact request or bug report from a signed-in cook. The request is
 * stored and its mail to the support address (reply-to: the cook) queued in one transaction, so nothing
 * is lost while mail is down: the outbox retries. The cook's address and id come from the session, not
 * the payload. At most SUPPORT_REQUESTS_PER_HOUR an hour.
 */
export async function sendSupportRequest(
  deps: SupportDeps,
  user: CurrentUser,
  payload: SupportPayload,
  files: readonly IncomingFile[],
  log: Logger,
) {
  if (payload.type === 'contact' && files.length > 0) {
    throw refused('Only bug reports take attachments.');
  }
  const checked = checkFiles(files);
  await deps.rateLimiter.enforce(SUPPORT_RULE, user.id);
  const stored = await storeFiles(deps, user.id, checked, log);
  const attachments = [...ownAddresses(payload, user.id), ...stored];
  const entity =
    payload.type === 'bug'
      ? { ...payload, userEmail: user.email, userId: user.id, attachments }
      : { ...payload, userEmail: user.email, userId: user.id };
  const mail = supportMail(entity, deps.supportEmail);
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const mailId = await enqueueMail(tx, { ...mail, replyTo: user.email });
    const [row] = await tx
      .insert(supportRequests)
      .values({ userId: user.id, type: payload.type, payload: entity, attachments, mailId })
      .returning({ id: supportRequests.id });
    log.info(
      { supportRequest: row?.id, type: payload.type, attachments: attachments.length },
      'support request',
    );
    return { id: row?.id as string, type: payload.type, attachments };
  });
}
