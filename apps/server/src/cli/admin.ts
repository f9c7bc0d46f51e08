import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { user } from '../db/auth-schema.ts';
import { openDatabase } from '../db/database.ts';
import { embeddedUrl, runningEmbeddedPort, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { applyMigrations } from '../db/migrate.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';

const USAGE = 'Usage: npm run admin -- grant <email>   (or: revoke <email>)';

/**
 * `npm run admin -- grant <email>` makes an account an admin. It uses DATABASE_URL, or the embedded
 * PostgreSQL of DATA_DIR (the running server's, or started just for this).
 */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const logger = createLogger('warn');
  const databaseDir = path.join(env.DATA_DIR, 'postgres');
  const runningPort = env.DATABASE_URL ? null : await runningEmbeddedPort(databaseDir);
  const ownPostgres =
    env.DATABASE_URL || runningPort !== null ? null : await startEmbeddedPostgres(databaseDir, logger);
  const url =
    env.DATABASE_URL ?? (runningPort !== null ? embeddedUrl(runningPort) : (ownPostgres?.url ?? ''));
  const database = openDatabase(url, logger);
  try {
    await applyMigrations(url);
    const updated = await database.db
      .update(user)
      .set({ role: command === 'grant' ? 'admin' : 'user' })
      .where(and(eq(sql`lower(${user.email})`, email.trim().toLowerCase()), eq(user.isAnonymous, false)))
      .returning({ email: user.email });
    if (updated.length === 0) {
      console.error(`No account uses ${email}. Sign up with it first, then run this again.`);
      return 1;
    }
    console.info(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    return 0;
  } finally {
    await database.close();
    await ownPostgres?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
