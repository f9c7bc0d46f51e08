import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface DatabaseSnapshot {
  /** Every table of every schema but PostgreSQL's own and the job queue's (pgboss, which backups leave out). */
  tables: Record<string, { columns: Record<string, unknown>[]; rows: Record<string, unknown>[] }>;
  sequences: Record<string, unknown>[];
}

/**
 * Everything a database holds, read independently of the backup code: each table's columns and all its
 * rows ordered by primary key (as node-postgres parses them), and every sequence's position.
 */
export async function snapshotDatabase(url: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: found } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'pgboss')
       order by 1, 2`,
    );
    const tables: DatabaseSnapshot['tables'] = {};
    for (const { schema, name } of found) {
      const table = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
      const columns = await client.query(
        `select column_name, data_type, is_nullable, column_default, is_generated, is_identity
         from information_schema.columns where table_schema = $1 and table_name = $2
         order by ordinal_position`,
        [schema, name],
      );
      const key = await client.query<{ column: string }>(
        `select a.attname as column from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = $1::regclass and i.indisprimary order by a.attnum`,
        [table],
      );
      if (key.rows.length === 0) throw new Error(`${schema}.${name} has no primary key to order by`);
      const order = key.rows.map((row) => pg.escapeIdentifier(row.column)).join(', ');
      const rows = await client.query(`select * from ${table} order by ${order}`);
      tables[`${schema}.${name}`] = { columns: columns.rows, rows: rows.rows };
    }
    const sequences = await client.query(
      'select schemaname, sequencename, last_value from pg_sequences order by 1, 2',
    );
    return { tables, sequences: sequences.rows };
  } finally {
    await client.end();
  }
}

/** Every file under `root` (relative path → bytes). */
export async function snapshotFiles(root: string): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files[path.relative(root, absolute)] = await readFile(absolute);
  }
  return files;
}
