import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { LARDER_SCHEMAS, type Manifest, type TableDump } from './manifest.ts';
import { qualified, useStableTextFormats } from './postgres-session.ts';

/** One migration as drizzle reads it from the migrations folder (drizzle-orm/migrator). */
export interface Migration {
  sql: string[];
  folderMillis: number;
}

const ROWS_PER_INSERT = 500;

export interface LoadResult {
  tables: number;
  rows: number;
  /** Tables in the backup that are not Larder's (made by hand), left out and named to the operator. */
  leftOut: { table: string; rows: number }[];
}

/**
 * Creates Larder's schema as it was when the backup was made (the backup's migrations, as drizzle's
 * migrator runs them) and loads every row, in ONE transaction: a restore that fails leaves the database
 * as empty as it found it. `npm start` then applies any newer migrations as usual.
 */
export async function loadDatabase(
  client: pg.Client,
  manifest: Manifest,
  migrations: Migration[],
  staging: string,
): Promise<LoadResult> {
  await useStableTextFormats(client);
  await client.query('begin');
  try {
    // The same table drizzle-orm's migrator creates; its rows come from the backup below.
    await client.query('create schema if not exists drizzle');
    await client.query(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    for (const migration of migrations.slice(0, manifest.migrations.length)) {
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    }
    const target = await tableColumns(client);
    const leftOut: LoadResult['leftOut'] = [];
    const restored: { table: TableDump; insertable: string[] }[] = [];
    for (const table of manifest.tables) {
      const columns = target.get(qualified(table.schema, table.name));
      if (!columns) {
        leftOut.push({ table: `${table.schema}.${table.name}`, rows: table.rows });
        continue;
      }
      const names = columns.map((column) => column.name);
      if (names.join(',') !== table.columns.join(',')) {
        throw new BackupError(
          `The backup's ${table.schema}.${table.name} has the columns (${table.columns.join(', ')}); ` +
            `this Larder's has (${names.join(', ')}).`,
        );
      }
      const insertable = columns.filter((column) => !column.generated).map((column) => column.name);
      restored.push({ table, insertable });
    }
    const order = await parentsFirst(
      client,
      restored.map(({ table }) => table),
    );
    let rows = 0;
    for (const table of order) {
      const entry = restored.find((item) => item.table === table);
      if (entry) rows += await loadTable(client, table, entry.insertable, staging);
    }
    for (const sequence of manifest.sequences) {
      const name = qualified(sequence.schema, sequence.name);
      const exists = await client.query('select to_regclass($1) as found', [name]);
      if (exists.rows[0]?.found === null) continue;
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        name,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('commit');
    return { tables: restored.length, rows, leftOut };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The database refused the backup's data: ${error instanceof Error ? error.message : error}. Nothing was restored.`,
    );
  }
}

async function tableColumns(client: pg.Client) {
  const { rows } = await client.query<{
    schema: string;
    table_name: string;
    name: string;
    generated: boolean;
  }>(
    `select n.nspname::text as schema, c.relname::text as table_name, a.attname::text as name,
       a.attgenerated <> '' as generated
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r' and n.nspname = any($1)
     order by n.nspname, c.relname, a.attnum`,
    [LARDER_SCHEMAS],
  );
  const tables = new Map<string, { name: string; generated: boolean }[]>();
  for (const row of rows) {
    const key = qualified(row.schema, row.table_name);
    tables.set(key, [...(tables.get(key) ?? []), { name: row.name, generated: row.generated }]);
  }
  return tables;
}

/** The tables ordered so every row's foreign keys point at rows already loaded (referenced tables first). */
async function parentsFirst(client: pg.Client, tables: TableDump[]): Promise<TableDump[]> {
  const { rows } = await client.query<{ cs: string; cn: string; ps: string; pn: string }>(
    `select cn.nspname::text as cs, cc.relname::text as cn, pn.nspname::text as ps, pc.relname::text as pn
     from pg_constraint k
     join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
     join pg_class pc on pc.oid = k.confrelid join pg_namespace pn on pn.oid = pc.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map<string, Set<string>>();
  for (const row of rows) {
    const child = qualified(row.cs, row.cn);
    parents.set(child, (parents.get(child) ?? new Set()).add(qualified(row.ps, row.pn)));
  }
  const keyOf = (table: TableDump) => qualified(table.schema, table.name);
  const known = new Set(tables.map(keyOf));
  const ordered: TableDump[] = [];
  const placed = new Set<string>();
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      [...(parents.get(keyOf(table)) ?? [])].every((parent) => placed.has(parent) || !known.has(parent)),
    );
    // A cycle of foreign keys (none in Larder's schema) is loaded in the backup's order.
    for (const table of ready.length > 0 ? ready : remaining) {
      ordered.push(table);
      placed.add(keyOf(table));
    }
    remaining = remaining.filter((table) => !placed.has(keyOf(table)));
  }
  return ordered;
}

async function loadTable(
  client: pg.Client,
  table: TableDump,
  columns: string[],
  staging: string,
): Promise<number> {
  const list = columns.map((column) => pg.escapeIdentifier(column)).join(', ');
  const values = columns.map((column) => `r.${pg.escapeIdentifier(column)}`).join(', ');
  // Each line is the row's text form; the table's row type reads it back, column by column.
  const insert = `insert into ${qualified(table.schema, table.name)} (${list}) overriding system value
    select ${values} from unnest($1::${qualified(table.schema, table.name)}[]) as r`;
  const lines = createInterface({
    input: createReadStream(path.join(staging, ...table.entry.split('/'))),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let batch: string[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [batch]);
    count += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(JSON.parse(line) as string);
    if (batch.length >= ROWS_PER_INSERT) await flush();
  }
  await flush();
  if (count !== table.rows) {
    throw new BackupError(
      `The backup's ${table.schema}.${table.name} holds ${count} rows, not ${table.rows}.`,
    );
  }
  return count;
}
