import { ADMIN_PAGE_SIZE } from '@larder/domain/api/admin';

/** The rows to skip for a page of the admin lists (the schema caps the page, so OFFSET stays small). */
export function offsetOf(page: number): number {
  return (page - 1) * ADMIN_PAGE_SIZE;
}

/**
 * An ILIKE pattern that finds `search` anywhere, taken literally: its `\`, `%` and `_` are escaped (and
 * `\` is PostgreSQL's LIKE escape character). Null for an empty search: everything matches.
 */
export function containsPattern(search: string): string | null {
  if (search === '') return null;
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A page of a list as the contract answers it. */
export function pageAnswer<T>(rows: T[], page: number, total: number) {
  return { rows, page, pageSize: ADMIN_PAGE_SIZE, total };
}

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDay(at: number | Date): string {
  return new Date(at).toISOString().slice(0, 10);
}
