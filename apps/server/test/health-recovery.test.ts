import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { freePort, type RunningPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { buildTestApp } from './build-app.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-recovery-'));
const logger = createLogger('silent');
let postgres: RunningPostgres | undefined;

afterAll(async () => {
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('reports the database down with a 503, keeps serving, and recovers by itself when it is back', async () => {
  const port = await freePort();
  const dbDir = path.join(dataDir, 'postgres');
  postgres = await startEmbeddedPostgres(dbDir, logger, { port });
  const database = openDatabase(postgres.url, logger);
  const { app } = buildTestApp({ env: testEnv(), database, logger });

  const up = await app.request('/api/health');
  expect(up.status).toBe(200);
  expect(await up.json()).toMatchObject({ status: 'ok', db: 'up' });

  await postgres.stop();
  postgres = undefined;
  const down = await app.request('/api/health');
  expect(down.status).toBe(503);
  expect(await down.json()).toMatchObject({ db: 'down', version: '1.0.0' });
  // The server itself keeps answering.
  expect((await app.request('/api/unknown')).status).toBe(404);
  expect((await app.request('/today')).status).toBe(200);

  postgres = await startEmbeddedPostgres(dbDir, logger, { port });
  const recovered = await waitFor(async () => {
    const response = await app.request('/api/health');
    return response.status === 200 ? response.json() : undefined;
  });
  expect(recovered).toMatchObject({ status: 'ok', db: 'up' });
  await database.close();
});
