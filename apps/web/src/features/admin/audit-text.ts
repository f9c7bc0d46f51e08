import type { AdminAction } from '@larder/domain/api/admin';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@larder/domain/api/reports';
import { calendarDay } from './admin-dates.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const reportReason = (value: unknown) => {
  const known = REPORT_REASONS.find((reason) => reason === value);
  return known ? REPORT_REASON_LABELS[known] : text(value);
};

/**
 * What an admin did, in plain words, from the audit log's entry and the detail the server keeps with it:
 * "granted Pro to x@y.z until 3 Mar 2027: a thank-you".
 */
export function describeAction({ action, targetLabel: target, detail }: AdminAction): string {
  const until = text(detail.until);
  const status = text(detail.to);
  const reported = reportReason(detail.reason);
  const what = {
    'pro.grant': `granted Pro to ${target} ${until ? `until ${calendarDay(until)}` : 'without an end'}`,
    'pro.revoke': `revoked Pro from ${target}`,
    'role.change': text(detail.to) === 'admin' ? `made ${target} an admin` : `removed ${target} as an admin`,
    'user.disable': `disabled ${target}`,
    'user.enable': `enabled ${target}`,
    'support.reply': `replied to “${target}”${text(detail.to) ? ` (mailed to ${text(detail.to)})` : ''}`,
    'support.status': `marked “${target}” ${status ?? 'changed'}`,
    'report.hide': `hid “${target}”${reported ? `, reported as ${reported}` : ''}`,
    'report.dismiss': `dismissed the reports of “${target}”${reported ? ` (${reported})` : ''}`,
  }[action];
  // The reason an admin gave; a report's reason is the reporter's, named above.
  const reason = action.startsWith('report.') ? null : text(detail.reason);
  return reason ? `${what}: ${reason}` : what;
}
