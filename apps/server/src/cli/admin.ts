import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { user } from '../db/auth-schema.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { embeddedUrl, runningEmbeddedPort, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { applyMigrations } from '../db/migrate.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { grantPro, revokePro } from '../modules/entitlements/service.ts';

const USAGE = [
  'Usage: npm run admin -- grant <email>   (or: revoke <email>)',
  '       npm run admin -- grant-pro <email> [--until YYYY-MM-DD] [--reason "why"]',
  '       npm run admin -- revoke-pro <email> [--reason "why"]',
].join('\n');

const COMMANDS = new Set(['grant', 'revoke', 'grant-pro', 'revoke-pro']);

type Parsed = { command: string; email: string; until: Date | null; reason: string };

/** The command line, or a message saying what is wrong with it. */
function parseAdminArgs(args: string[], now: Date): Parsed | string {
  const [command, email, ...rest] = args;
  if (!command || !COMMANDS.has(command) || !email || email.startsWith('--')) return USAGE;
  let until: Date | null = null;
  let reason = 'support';
  for (let at = 0; at < rest.length; at += 2) {
    const [flag, value] = [rest[at], rest[at + 1]];
    if (flag === '--reason' && value) reason = value;
    else if (flag === '--until' && command === 'grant-pro' && value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      until = new Date(`${value}T23:59:59.999Z`);
      if (Number.isNaN(until.getTime()) || until.toISOString().slice(0, 10) !== value)
        return `--until ${value}: expected a real date, YYYY-MM-DD.`;
      if (until.getTime() <= now.getTime()) return `--until ${value}: expected a date still to come.`;
    } else return USAGE;
  }
  return { command, email, until, reason };
}

/**
 * `npm run admin -- grant <email>` makes an account an admin. It uses DATABASE_URL, or the embedded
 * PostgreSQL of DATA_DIR (the running server's, or started just for this).
 */
async function main(args: string[]): Promise<number> {
  const parsed = parseAdminArgs(args, new Date());
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const { email } = parsed;
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
    const [account] = await database.db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(and(eq(sql`lower(${user.email})`, email.trim().toLowerCase()), eq(user.isAnonymous, false)));
    if (!account) {
      console.error(`No account uses ${email}. Sign up with it first, then run this again.`);
      return 1;
    }
    console.info(await run(database.db, account.id, parsed));
    return 0;
  } finally {
    await database.close();
    await ownPostgres?.stop();
  }
}

/** Carries out a parsed command for one account; answers what to tell the operator. */
async function run(db: Database['db'], userId: string, { command, email, until, reason }: Parsed) {
  const now = new Date();
  switch (command) {
    case 'grant-pro':
      await grantPro(db, userId, { until, reason, now });
      return `${email} has Pro ${until ? `until ${until.toISOString().slice(0, 10)}` : 'with no end date'}.`;
    case 'revoke-pro':
      await revokePro(db, userId, { reason, now });
      return `${email} no longer has Pro.`;
    default:
      await db
        .update(user)
        .set({ role: command === 'grant' ? 'admin' : 'user' })
        .where(eq(user.id, userId));
      return command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
