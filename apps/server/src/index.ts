import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { mailFolder } from './platform/mail/mail-setup.ts';
import { startServer } from './server.ts';

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const server = await startServer(env, logger);
  logger.info({ url: server.url }, 'Larder is ready');
  console.info(`\n  Larder is running at ${server.url}\n`);
  if (!env.SMTP_URL) {
    console.info(
      `  No mail server is set (SMTP_URL): new accounts need no email confirmation, and mail is kept in ${mailFolder(env)}.\n`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    try {
      await server.stop();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
}

main().catch((error: unknown) => {
  console.error('Larder could not start:', error instanceof Error ? (error.cause ?? error.message) : error);
  if (error instanceof Error && error.cause) console.error(error.message);
  process.exit(1);
});
