import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { LARDER_SCHEMAS, type Manifest, type SequenceDump, type TableDump } from './manifest.ts';
import { qualified, useStableTextFormats } from './postgres-session.ts';

const ROWS_PER_FETCH = 1000;

export type DatabaseDump = Pick<Manifest, 'postgresVersion' | 'migrations' | 'tables' | 'sequences'>;

interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
  primaryKey: string[];
}

/**
 * Writes every table of Larder's schemas to `folder` (one file per table, one JSON string per line: the
 * row in PostgreSQL's text form) and reads the sequences, all in one read-only REPEATABLE READ
 * transaction: one consistent snapshot, as pg_dump takes, while the server goes on writing.
 */
export async function dumpDatabase(client: pg.Client, folder: string): Promise<DatabaseDump> {
  await useStableTextFormats(client);
  await client.query('begin isolation level repeatable read read only');
  try {
    const tables = await listTables(client);
    if (!tables.some((table) => table.schema === 'drizzle' && table.name === '__drizzle_migrations')) {
      throw new BackupError(
        'This database holds no Larder data (it has no drizzle.__drizzle_migrations table).',
      );
    }
    // As pg_dump does: no migration may change a table while it is being read.
    await client.query(
      `lock table ${tables.map((table) => qualified(table.schema, table.name)).join(', ')} in access share mode`,
    );
    const postgresVersion = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '';
    const migrations = (
      await client.query<{ hash: string; created_at: string }>(
        'select hash, created_at::text from drizzle.__drizzle_migrations order by id',
      )
    ).rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
    const dumped: TableDump[] = [];
    for (const table of tables) dumped.push(await dumpTable(client, table, folder));
    const sequences = await readSequences(client);
    await client.query('commit');
    return { postgresVersion, migrations, tables: dumped, sequences };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function listTables(client: pg.Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    columns: string[];
    primary_key: string[];
  }>(
    `select n.nspname::text as schema, c.relname::text as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
       array(select a.attname::text from pg_index i
             cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
             where i.indrelid = c.oid and i.indisprimary order by k.position) as primary_key
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = any($1)
     order by 1, 2`,
    [LARDER_SCHEMAS],
  );
  return rows.map((row) => ({ ...row, primaryKey: row.primary_key }));
}

async function dumpTable(client: pg.Client, table: TableInfo, folder: string): Promise<TableDump> {
  const entry = `database/${table.schema}.${table.name}.ndjson`;
  const file = createWriteStream(path.join(folder, `${table.schema}.${table.name}.ndjson`));
  const hash = createHash('sha256');
  let size = 0;
  let rows = 0;
  // Ordered, so the same data always makes the same file (and checksum).
  const order = table.primaryKey.length
    ? table.primaryKey.map((column) => `t.${pg.escapeIdentifier(column)}`).join(', ')
    : 'row(t.*)::text';
  await client.query(
    `declare dump_rows no scroll cursor for
       select row(t.*)::text as row from ${qualified(table.schema, table.name)} as t order by ${order}`,
  );
  try {
    for (;;) {
      const batch = await client.query<{ row: string }>(`fetch ${ROWS_PER_FETCH} from dump_rows`);
      if (batch.rows.length === 0) break;
      const text = Buffer.from(batch.rows.map((row) => `${JSON.stringify(row.row)}\n`).join(''), 'utf8');
      hash.update(text);
      size += text.length;
      rows += batch.rows.length;
      if (!file.write(text)) await once(file, 'drain');
    }
  } finally {
    await client.query('close dump_rows').catch(() => undefined);
    file.end();
    await finished(file);
  }
  return {
    schema: table.schema,
    name: table.name,
    columns: table.columns,
    rows,
    entry,
    size,
    sha256: hash.digest('hex'),
  };
}

async function readSequences(client: pg.Client): Promise<SequenceDump[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname::text as schema, c.relname::text as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname = any($1) order by 1, 2`,
    [LARDER_SCHEMAS],
  );
  const sequences: SequenceDump[] = [];
  for (const { schema, name } of rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${qualified(schema, name)}`,
    );
    const [row] = state.rows;
    if (row) sequences.push({ schema, name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return sequences;
}
