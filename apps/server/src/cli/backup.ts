import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createBackup } from '../backup/create-backup.ts';
import { databaseLocation, openExistingDatabase } from '../backup/database-location.ts';
import { formatBytes, larderVersion, plural, runCommand, uploadsFolder } from './command.ts';

const USAGE = 'Usage: npm run backup -- <file>   (for example: npm run backup -- larder-2026-03-09.tar.gz)';

/**
 * `npm run backup -- FILE` writes Larder's database (DATABASE_URL's, or the embedded one in DATA_DIR,
 * running or not) and its uploaded files into one file. See docs/decisions/016-backup-and-restore.md.
 */
runCommand('Backup', async (args, env, logger) => {
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const uploadsDir = env.S3_ENDPOINT ? null : uploadsFolder(env);
  const { manifest, database } = await createBackup({
    openDatabase: () => openExistingDatabase(databaseLocation(env), logger),
    uploadsDir,
    file,
    larderVersion: larderVersion(),
  });
  const written = await stat(file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const uploadBytes = manifest.uploads.files.reduce((sum, upload) => sum + upload.size, 0);
  console.info(
    `Backed up Larder ${manifest.larderVersion} to ${path.resolve(file)} (${formatBytes(written.size)}).`,
  );
  console.info(
    `  Database: ${plural(manifest.tables.length, 'table')}, ${plural(rows, 'row')}, ` +
      `migration ${manifest.migrations.length}, from ${database}.`,
  );
  if (!uploadsDir) {
    console.info(
      '  Uploads: not included. S3_ENDPOINT is set, so uploaded files live in the S3 store, which keeps them.',
    );
  } else if (!existsSync(uploadsDir)) {
    console.info(`  Uploads: none (${uploadsDir} does not exist: nothing was uploaded yet).`);
  } else {
    console.info(
      `  Uploads: ${plural(manifest.uploads.files.length, 'file')} (${formatBytes(uploadBytes)}) from ${uploadsDir}.`,
    );
  }
  return 0;
});
