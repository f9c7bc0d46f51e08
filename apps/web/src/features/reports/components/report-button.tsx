import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
} from '@larder/domain/api/reports';
import { Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { RadioChips } from '../../../components/ui/chip-choice.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import { sendReport } from '../api/send-report.ts';

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));
const NOTE_MAX = 1000;

/** "Report" on a public recipe or a shared collection: a reason and a note, for an admin to look at. */
export function ReportButton({ kind, itemId }: { kind: ReportKind; itemId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === '') {
      setError('Choose a reason.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { message } = await sendReport({ kind, itemId, reason, note });
      setOpen(false);
      setReason('');
      setNote('');
      toast({ title: message, tone: 'success' });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  const what = kind === 'recipe' ? 'recipe' : 'collection';
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-5 shrink-0" />
        Report
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Report this ${what}`}
        description="Tell us what's wrong. Reports go to the people who run Larder, never to whoever shared it."
      >
        <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
          <RadioChips
            name="report-reason"
            legend="Reason"
            options={REASONS}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
            layout="list"
          />
          <TextAreaField
            id="report-note"
            label="Note (optional)"
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aside={`${note.length} / ${NOTE_MAX}`}
          />
          {error ? (
            <p role="alert" className="font-medium text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Send report'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
