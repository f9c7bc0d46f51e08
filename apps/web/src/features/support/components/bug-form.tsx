import { checkForm } from '@larder/domain/auth';
import {
  type BugForm as BugValues,
  bugFormSchema,
  describeDevice,
  SEVERITIES,
  type Severity,
  SUPPORT_MESSAGES,
} from '@larder/domain/support';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { RadioChips } from '../../../components/ui/chip-choice.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { type Sender, useSendBugReport } from '../api/send-support-email.ts';
import { failureText } from '../failure-text.ts';
import { levelOptions } from '../level-options.ts';
import { forgetDraft, useDraft } from '../use-draft.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

const EMPTY = {
  title: '',
  description: '',
  stepsToReproduce: '',
  expectedBehavior: '',
  actualBehavior: '',
  deviceInfo: '',
  severity: 'medium' as Severity,
};
type Field = keyof BugValues;
type TextKey = Exclude<Field, 'severity'>;

const AREAS: { field: TextKey; label: string; rows: number; hint?: string }[] = [
  { field: 'description', label: 'Description', rows: 4 },
  { field: 'stepsToReproduce', label: 'Steps to reproduce', rows: 4 },
  { field: 'expectedBehavior', label: 'Expected behavior', rows: 2 },
  { field: 'actualBehavior', label: 'Actual behavior', rows: 2 },
  {
    field: 'deviceInfo',
    label: 'Device info',
    rows: 3,
    hint: "Leave empty and we'll add your device details.",
  },
];

/** This device, described for the report when the cook leaves Device info empty. */
const thisDevice = () =>
  describeDevice({
    platform: navigator.platform,
    userAgent: navigator.userAgent,
    language: navigator.language,
    screen: { width: window.screen.width, height: window.screen.height },
  });

/** "Report a bug": what went wrong, how to get there, how bad it is, with files or a screenshot. */
export function BugForm({ sender, onSent }: { sender: Sender; onSent: () => void }) {
  const [values, setValues] = useDraft('bug', EMPTY);
  const [files, setFiles] = useDraft<File[]>('bug-files', []);
  const form = useFormErrors<Field>(useId());
  const send = useSendBugReport();

  function set<K extends Field>(field: K, value: (typeof EMPTY)[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.check(checkForm(bugFormSchema, values));
    if (!parsed) return;
    const report = { ...parsed, deviceInfo: parsed.deviceInfo || thisDevice() };
    send.mutate(
      { sender, values: report, files },
      {
        onSuccess: () => {
          toast({ title: SUPPORT_MESSAGES.bugSent, tone: 'success' });
          setValues(EMPTY);
          setFiles([]);
          forgetDraft('bug');
          forgetDraft('bug-files');
          onSent();
        },
        // The fields and files stay, so the cook can simply send again.
        onError: (error) =>
          toast({ title: SUPPORT_MESSAGES.bugFailed, description: failureText(error), tone: 'error' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Report a bug">
      <TextField
        id={form.fieldId('title')}
        label="Title"
        autoComplete="off"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={form.errors.title}
      />
      {AREAS.map(({ field, label, rows, hint }) => (
        <TextAreaField
          key={field}
          id={form.fieldId(field)}
          label={label}
          rows={rows}
          hint={hint}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          error={form.errors[field]}
        />
      ))}
      <RadioChips
        legend="Severity"
        name={form.fieldId('severity')}
        options={levelOptions(SEVERITIES)}
        value={values.severity}
        onChange={(severity) => set('severity', severity)}
      />
      <AttachmentPicker files={files} onChange={setFiles} />
      <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send bug report'}
      </Button>
    </form>
  );
}
