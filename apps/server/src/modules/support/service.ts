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
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { enqueueMail } from '../../platform/mail/service.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/service.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { ATTACHMENT_BUCKET, bugReportKey, safeFileName } from '../../platform/storage/safe-file-name.ts';
import { sniffAttachment } from '../../platform/storage/sniff-file.ts';
import { ownUploads, storeUpload } from '../../platform/uploads/service.ts';
import { insertSupportRequest } from './repository.ts';
import { supportMail } from './support-mail.ts';

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
 * Stores the checked files, each recorded as the user's upload; one that cannot be stored is skipped
 * (spec §7: the report still goes) and the server log says which and why.
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
      const name = safeFileName(file.name, file.type);
      const upload = { userId, bucket: ATTACHMENT_BUCKET, key, name, type: file.type, bytes: file.bytes };
      urls.push(await storeUpload(deps, upload));
    } catch (error) {
      log.warn(
        { err: error, file: file.name, storage: deps.storage.describe() },
        'a bug report attachment could not be stored; the report is sent without it',
      );
    }
  }
  return urls;
}

/**
 * Addresses sent in the payload are accepted only when each is exactly the address of a file this server
 * stored for this same user (its upload record): never another host, another cook's file, or a made-up
 * path under the cook's folder. Anything else refuses the request, so a caller learns at once.
 */
async function ownAddresses(db: Db, payload: SupportPayload, userId: string): Promise<string[]> {
  if (payload.type !== 'bug' || payload.attachments.length === 0) return [];
  const addresses = [...new Set(payload.attachments)];
  const own = await ownUploads(db, userId, addresses);
  if (addresses.some((address) => !own.has(address))) throw refused(SUPPORT_MESSAGES.notYourUpload);
  return addresses;
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
  const earlier = await ownAddresses(deps.db, payload, user.id);
  await deps.rateLimiter.enforce(SUPPORT_RULE, user.id);
  const stored = await storeFiles(deps, user.id, checked, log);
  const attachments = [...earlier, ...stored];
  const entity =
    payload.type === 'bug'
      ? { ...payload, userEmail: user.email, userId: user.id, attachments }
      : { ...payload, userEmail: user.email, userId: user.id };
  const mail = supportMail(entity, deps.supportEmail);
  return deps.db.transaction(async (tx) => {
    const mailId = await enqueueMail(tx, { ...mail, replyTo: user.email });
    const id = await insertSupportRequest(tx, {
      userId: user.id,
      type: payload.type,
      payload: entity,
      attachments,
      mailId,
    });
    log.info({ supportRequest: id, type: payload.type, attachments: attachments.length }, 'support request');
    return { id, type: payload.type, attachments };
  });
}
