import type { Db } from '../../db/database.ts';
import { clientErrors } from '../../db/schema.ts';

export interface NewClientError {
  message: string;
  stack: string | null;
  route: string;
  release: string;
  userAgent: string | null;
}

export async function insertClientError(db: Db, error: NewClientError): Promise<string> {
  const [row] = await db.insert(clientErrors).values(error).returning({ id: clientErrors.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
