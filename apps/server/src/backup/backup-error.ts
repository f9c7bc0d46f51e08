/**
 * A failure of `npm run backup` or `npm run restore` explained in one line for the person running it:
 * printed as it is, with no stack trace, and never holding a password.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** A file-system failure at `target`, in words: what went wrong where, not an errno dump. */
export function fileProblem(error: unknown, target: string): BackupError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return new BackupError(`Cannot write to ${target}: permission denied.`);
    case 'EROFS':
      return new BackupError(`Cannot write to ${target}: the disk is read-only.`);
    case 'ENOSPC':
      return new BackupError(`No space left on the disk that holds ${target}.`);
    case 'ENOENT':
      return new BackupError(`The folder ${target} does not exist.`);
    case 'ENOTDIR':
      return new BackupError(`${target} is not a folder.`);
    default:
      return new BackupError(`Cannot write to ${target}: ${error instanceof Error ? error.message : error}.`);
  }
}
