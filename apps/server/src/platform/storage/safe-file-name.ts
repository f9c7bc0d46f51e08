import type { AttachmentType } from '@larder/domain/support';
import { extensionFor } from './sniff-file.ts';

/** Longest name kept before the extension, so keys stay well under every file system's limit. */
const MAX_BASE_LENGTH = 80;
const FALLBACK = 'attachment';
/** Names Windows refuses whatever the extension; a copy of the folder might end up on such a disk. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const USER_ID = /^[A-Za-z0-9_-]+$/;

const trimEnds = (value: string) => value.replace(/^[.-]+|[.-]+$/g, '');

/**
 * A stored name derived from what the cook called the file: only [A-Za-z0-9._-], no folders, no `..`,
 * and always the extension of the type the bytes proved (so `evil.exe` holding a PNG becomes `evil.png`).
 */
export function safeFileName(name: string, type: AttachmentType): string {
  const lastPart = name.split(/[/\\]/).pop() ?? '';
  const ascii = lastPart.normalize('NFKD').replace(/\p{M}/gu, '');
  // Whatever extension the name claims is replaced by the one the bytes proved; a leading dot (`.env`)
  // is a hidden file's name, not an extension.
  const claimed = /^(.*[^.].*)\.[A-Za-z0-9]{1,10}$/s.exec(ascii);
  const stem = claimed?.[1] ?? ascii;
  let base = trimEnds(
    stem
      .replace(/[^A-Za-z0-9._-]/g, '-')
      .replace(/-{2,}/g, '-')
      // Runs of dots would spell `..`, which every path check rightly treats as a way out of a folder.
      .replace(/\.{2,}/g, '.'),
  );
  const extension = extensionFor(type);
  // `data.json.exe` holding JSON becomes `data.json`, not `data.json.json`.
  if (base.toLowerCase().endsWith(extension)) base = trimEnds(base.slice(0, -extension.length));
  base = trimEnds(base.slice(0, MAX_BASE_LENGTH));
  if (base === '') base = FALLBACK;
  if (WINDOWS_RESERVED.test(base)) base = `${base}-file`;
  return `${base}${extension}`;
}

/** Spec §7: bug-report files go to this bucket, at bug-reports/{userId}/{timestamp}-{filename}. */
export const ATTACHMENT_BUCKET = 'recipe-images';

/** The folder of one user's bug-report files, `bug-reports/{userId}/`: theirs alone. */
export function bugReportFolder(userId: string): string {
  // The id is made by the server, but it becomes a folder name, so anything unexpected is a bug to surface.
  if (!USER_ID.test(userId))
    throw new Error(`Refusing a storage key for the user id ${JSON.stringify(userId)}.`);
  return `bug-reports/${userId}/`;
}

/** The object key of one bug-report attachment: `bug-reports/{userId}/{timestamp}-{name}`. */
export function bugReportKey(userId: string, at: Date, name: string, type: AttachmentType): string {
  const folder = bugReportFolder(userId);
  const time = at.getTime();
  if (!Number.isFinite(time)) throw new Error('Refusing a storage key for an invalid date.');
  return `${folder}${time}-${safeFileName(name, type)}`;
}
