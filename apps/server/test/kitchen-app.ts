import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

type App = ReturnType<typeof buildTestApp>['app'];

/**
 * One test file's kitchen: the app behind a trusted proxy with its clock stopped at `now`, on a database
 * of its own made before the file's tests and dropped after them. Read `app` and `testDb` inside tests.
 */
export function kitchenApp(now: number): { readonly app: App; readonly testDb: TestDatabase } {
  let testDb: TestDatabase | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = buildTestApp({
      env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true' }),
      database: testDb.database,
      now: () => now,
    }).app;
  });
  afterAll(() => testDb?.drop());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the kitchen app is made in beforeAll: read it inside a test');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get testDb() {
      return ready(testDb);
    },
  };
}
