import { REPORT_THANKS, type ReportInput } from '@larder/domain/api/reports';
import type { Db } from '../../db/database.ts';
import { inUsersTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { type ActingAdmin, recordAdminAction } from '../admin/audit.ts';
import { collectionName, hideCollection, sharedCollectionRow } from '../collections/shared-repository.ts';
import { hideRecipe } from '../public-recipes/repository.ts';
import { publicRecipe } from '../public-recipes/service.ts';
import { decideReports, insertReport, reportById, reportPage } from './repository.ts';

export const REPORTS_PER_PAGE = 25;

/** The title a report's item goes by: a public recipe's (null once hidden), a collection's by its own id. */
async function itemTitle(db: Db, kind: 'recipe' | 'collection', itemId: string): Promise<string | null> {
  if (kind === 'recipe') return (await publicRecipe(db, itemId))?.title ?? null;
  return isUuid(itemId) ? collectionName(db, itemId) : null;
}

function nothingToReport(): AppError {
  return new AppError('not_found', 'That page is not public any more, so there is nothing to report.');
}

/**
 * Stores a report of something anyone can open: a public recipe, or a shared collection (reported by its
 * link, kept by its own id, so sharing it again under a new link does not escape a hide).
 */
export async function fileReport(db: Db, input: ReportInput, userId: string | null) {
  let itemId = input.itemId;
  if (input.kind === 'recipe') {
    if (!(await publicRecipe(db, itemId))) throw nothingToReport();
  } else {
    const row = isUuid(itemId) ? await sharedCollectionRow(db, itemId, null) : null;
    if (!row) throw nothingToReport();
    itemId = row.id;
  }
  const id = await insertReport(db, { ...input, itemId, userId });
  return { id, message: REPORT_THANKS } as const;
}

/**
 * A page of reports, newest first, with each item's title; one row more is read to know if more follow.
 * `search` matches the item's id, the reason or the note.
 */
export async function listReports(db: Db, status: string | undefined, search: string, page: number) {
  const rows = await reportPage(db, { status, search }, (page - 1) * REPORTS_PER_PAGE, REPORTS_PER_PAGE + 1);
  const shown = rows.slice(0, REPORTS_PER_PAGE);
  return {
    page,
    hasMore: rows.length > REPORTS_PER_PAGE,
    reports: await Promise.all(
      shown.map(async (row) => ({
        id: row.id,
        kind: row.kind,
        itemId: row.itemId,
        itemTitle: await itemTitle(db, row.kind, row.itemId),
        reason: row.reason as ReportInput['reason'],
        note: row.note,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
    ),
  };
}

/**
 * Hides the reported item from everyone but its owner, or dismisses the report: every open one of it.
 * The admin's decision goes into the audit log with it.
 */
export async function decideReport(db: Db, admin: ActingAdmin, id: string, decision: 'hidden' | 'dismissed') {
  const report = isUuid(id) ? await reportById(db, id) : null;
  if (!report) throw new AppError('not_found', 'There is no such report.');
  const title = await itemTitle(db, report.kind, report.itemId);
  await inUsersTransaction(db, [], async (tx) => {
    const action = decision === 'hidden' ? 'report.hide' : 'report.dismiss';
    const target = { type: 'report' as const, id, label: title ?? report.itemId };
    const detail = { kind: report.kind, itemId: report.itemId, reason: report.reason, note: report.note };
    await recordAdminAction(tx, admin, action, target, detail);
    if (decision === 'hidden') {
      if (report.kind === 'recipe') await hideRecipe(tx, report.itemId);
      else if (isUuid(report.itemId)) await hideCollection(tx, report.itemId);
    }
    await decideReports(tx, report, decision);
  });
  return { id, status: decision };
}
