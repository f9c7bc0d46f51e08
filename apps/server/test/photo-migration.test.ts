import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations } from '../src/db/migrate.ts';
import { migrationsDir } from '../src/paths.ts';
import { tempDir } from './temp-dirs.ts';

/** The last migration before cook photos had a table of their own. */
const BEFORE = '0017_profile-and-admin';

let adminUrl: string;
let name: string;
let client: pg.Client;
let url: string;

/** The migrations folder as it was up to `BEFORE`: its SQL files and a journal that ends there. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = tempDir('migrations-');
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await copyFile(path.join(migrationsDir, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

async function admin(sql: string) {
  const connection = new pg.Client({ connectionString: adminUrl });
  await connection.connect();
  await connection.query(sql).finally(() => connection.end());
}

beforeAll(async () => {
  adminUrl = inject('postgresAdminUrl');
  name = `test_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  url = adminUrl.replace(/\/postgres$/, `/${name}`);
  await applyMigrations(url, await migrationsUpTo(BEFORE));
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await admin(`drop database if exists ${name} with (force)`);
});

const address = (key: string) => `http://localhost:8080/uploads/recipe-images/${key}`;
const recipe = (by: string, photo?: string) => ({
  id: 'soup-1a2b3c4d',
  title: 'Soup',
  imported: { by, lines: [], ...(photo ? { photo } : {}) },
});

describe('migration 0018 (cook photos)', () => {
  it("moves each importer's photo into recipe_photos, strips every copy, and queues replaced photos' files", async () => {
    for (const id of ['importer', 'opener']) {
      await client.query(`insert into "user" (id, name, email) values ($1, '', $2)`, [
        id,
        `${id}@example.com`,
      ]);
    }
    const upload = async (user: string, key: string) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into uploads (user_id, bucket, key, address, name, type, size)
         values ($1, 'recipe-images', $2, $3, 'soup.jpg', 'image/jpeg', 10) returning id`,
        [user, key, address(key)],
      );
      return rows[0]?.id;
    };
    const kept = await upload('importer', 'recipe-photos/kept.jpg');
    await upload('importer', 'recipe-photos/replaced-before.jpg');
    await upload('importer', 'bug-reports/importer/1-log.txt');
    const shown = `insert into shown_recipes (user_id, recipe_id, recipe) values ($1, 'soup-1a2b3c4d', $2)`;
    await client.query(shown, ['importer', recipe('importer', address('recipe-photos/kept.jpg'))]);
    // A copy another cook opened from the public page carried the importer's photo along.
    await client.query(shown, ['opener', recipe('importer', address('recipe-photos/kept.jpg'))]);

    await applyMigrations(url);

    const photos = await client.query('select user_id, recipe_id, upload_id from recipe_photos');
    expect(photos.rows).toEqual([{ user_id: 'importer', recipe_id: 'soup-1a2b3c4d', upload_id: kept }]);
    const copies = await client.query(`select recipe->'imported' as imported from shown_recipes`);
    expect(copies.rows.map((row) => row.imported)).toEqual([
      { by: 'importer', lines: [] },
      { by: 'importer', lines: [] },
    ]);
    const left = await client.query('select key from uploads order by key');
    expect(left.rows.map((row) => row.key)).toEqual([
      'bug-reports/importer/1-log.txt',
      'recipe-photos/kept.jpg',
    ]);
    const queued = await client.query('select bucket, key, whole_folder from file_deletions');
    expect(queued.rows).toEqual([
      { bucket: 'recipe-images', key: 'recipe-photos/replaced-before.jpg', whole_folder: false },
    ]);
  });
});
