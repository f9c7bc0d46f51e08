import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { databaseLocation } from '../backup/database-location.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { migrationsDir } from '../paths.ts';
import { formatBytes, plural, runCommand, uploadsFolder } from './command.ts';

const USAGE =
  'Usage: npm run restore -- <file>   (into an empty DATA_DIR, or an empty DATABASE_URL database)';

/**
 * `npm run restore -- FILE` puts a backup back into an empty data folder (or empty DATABASE_URL
 * database), after checking every file in it against its manifest. See docs/decisions/016.
 */
runCommand('Restore', async (args, env, logger) => {
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const migrations = readMigrationFiles({ migrationsFolder: migrationsDir });
  const result = await restoreBackup({
    file,
    database: databaseLocation(env),
    uploadsDir: uploadsFolder(env),
    migrations,
    logger,
  });
  const { manifest, database, uploads } = result;
  console.info(
    `Restored ${path.resolve(file)} (made ${manifest.createdAt} by Larder ${manifest.larderVersion}).`,
  );
  console.info(
    `  Database: ${plural(database.tables, 'table')}, ${plural(database.rows, 'row')}, ` +
      `migration ${manifest.migrations.length}, into ${database.description}.`,
  );
  for (const left of database.leftOut) {
    console.info(`  Left out ${left.table} (${plural(left.rows, 'row')}): not one of Larder's tables.`);
  }
  if (!manifest.uploads.included) {
    console.info('  Uploads: not in this backup (they were in an S3 store, which keeps them).');
  } else {
    console.info(
      `  Uploads: ${plural(uploads.files, 'file')} (${formatBytes(uploads.bytes)}) into ${uploads.folder}.`,
    );
    if (env.S3_ENDPOINT && uploads.files > 0) {
      console.info('  S3_ENDPOINT is set: Larder serves uploads from the S3 store, not from that folder.');
    }
  }
  console.info('  Every file matched its checksum. Start Larder on it with: npm start');
  return 0;
});
