import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushConfig, PushMessage } from '@larder/domain/api/push';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, stopJobQueue } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/logger.ts';
import { PUSH_TICK_QUEUE } from '../src/modules/push/scheduler.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type PushService, startPushService } from './push-service.ts';
import { type ServerProcess, spawnServer, stopServers, waitUntilHealthy } from './server-process.ts';
import { waitFor } from './wait-for.ts';

/**
 * Two real server processes on one database, as behind a load balancer, both running the job queue's
 * workers and its every-minute tick: a reminder due now reaches the device once, signed with the one
 * VAPID key the first server kept in the database.
 */
const PUBLIC_URL = 'http://localhost:8080';

let external: TestDatabase;
let servers: ServerProcess[] = [];
let service: PushService;
const dataDirs: string[] = [];

beforeAll(async () => {
  external = await createTestDatabase();
  service = await startPushService();
  servers = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `larder-push-${name}-`));
      dataDirs.push(dataDir);
      const server = await spawnServer({
        DATA_DIR: dataDir,
        DATABASE_URL: external.url,
        PUBLIC_URL,
        PUSH_ALLOW_LOOPBACK: 'true',
        LOG_LEVEL: 'warn',
      });
      // Two starts at once on a busy machine: more time than one alone.
      await waitUntilHealthy(server, 90_000);
      return server;
    }),
  );
}, 150_000);

afterAll(async () => {
  await stopServers();
  await service?.close();
  await external?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function call(
  server: ServerProcess,
  route: string,
  init: { method?: string; cookie?: string; body?: unknown },
) {
  return fetch(`${server.url}${route}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: PUBLIC_URL,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: external.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('push reminders with two server processes', () => {
  it('sends a reminder due now once, signed with the key both servers share', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('the servers did not start');
    // Without a mail server, signing up signs the cook in.
    const signUp = await call(a, '/api/auth/sign-up/email', {
      body: { email: `two-servers-${Date.now()}@example.com`, password: 'leek-and-potato-9', name: '' },
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const subscription = service.subscribe();
    const deviceId = crypto.randomUUID();
    const device = { timeZone: 'UTC', channel: { kind: 'web-push', subscription } };
    expect(
      (await call(a, `/api/push/devices/${deviceId}`, { method: 'PUT', cookie, body: device })).status,
    ).toBe(200);
    // Breakfast this very minute (UTC), the other reminders off.
    const minute = new Date().toISOString().slice(11, 16);
    const tags = {
      meal_schedule: `b=${minute};l=00:00;d=00:00;w=0@00:00`,
      meal_prefs: '1000',
      use_it_up: '0',
    };
    const put = await call(b, `/api/push/devices/${deviceId}/tags`, {
      method: 'PUT',
      cookie,
      body: { tags },
    });
    expect(put.status).toBe(200);

    // The servers have ticked since they started: set their place back three minutes, so this minute is
    // still to come for them, and have both tick now rather than at the next whole minute.
    await query(
      `insert into push_schedule (id, through) values (1, now() - interval '3 minutes')
       on conflict (id) do update set through = excluded.through`,
    );
    const jobs = await startJobQueue({ url: external.url, logger: createLogger('silent') });
    try {
      for (const key of ['a', 'b', 'c', 'd']) await jobs.send(PUSH_TICK_QUEUE, {}, { singletonKey: key });
    } finally {
      await stopJobQueue(jobs);
    }

    const [push] = await service.waitFor(1, 30_000);
    expect(JSON.parse(push?.payload ?? '{}') as PushMessage).toMatchObject({
      title: 'Breakfast from your fridge',
      url: '/today',
    });
    // Every tick and every reminder job has finished, on whichever server ran it: still one message.
    await waitFor(async () => {
      const [pending] = await query<{ count: string }>(
        `select count(*) from pgboss.job
         where name in ('push-tick', 'push-reminder') and state in ('created', 'retry', 'active')`,
      );
      return pending?.count === '0' ? true : undefined;
    }, 30_000);
    expect(service.received()).toHaveLength(1);

    const keys = await Promise.all(
      servers.map(
        async (server) => (await (await call(server, '/api/push/config', {})).json()) as PushConfig,
      ),
    );
    expect(keys[0]).toEqual(keys[1]);
    expect(push?.vapid.publicKey).toBe(keys[0]?.provider === 'web-push' ? keys[0].publicKey : 'none');
  }, 90_000);
});
