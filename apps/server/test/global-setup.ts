import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { startJobQueue, stopJobQueue } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'larder_template';

/**
 * One real PostgreSQL for the whole run (embedded, in a temporary folder). The schema is migrated once
 * into a template database; each test file then gets a fresh copy of it (see test/database.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-test-pg-'));
  const postgres = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), createLogger('silent'));
  const adminUrl = postgres.url.replace(/\/larder$/, '/postgres');

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`);
  await applyMigrations(templateUrl);
  // The job queue's schema too, so that each test file's queue starts without creating it.
  await stopJobQueue(await startJobQueue({ url: templateUrl, logger: createLogger('silent') }));

  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
