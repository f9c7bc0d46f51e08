import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  MAX_ATTACHMENTS,
  SUPPORT_MESSAGES,
} from '@larder/domain/support';
import { Camera, FileText, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { captureScreenshot } from '../capture-screenshot.ts';
import { formatSize } from '../format-size.ts';

/** Two files with one name, size and time are taken to be the same file. */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

interface AttachmentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
}

/** The files that go with a bug report: picked from the device or a screenshot of the page behind the dialog. */
export function AttachmentPicker({ files, onChange }: AttachmentPickerProps) {
  const inputId = useId();
  const [capturing, setCapturing] = useState(false);

  /** Keeps the files that pass the browser-side checks; each refusal is said in a toast. */
  function add(picked: File[]) {
    const kept = [...files];
    for (const file of picked) {
      // The same file picked twice is attached once.
      if (kept.some((other) => fileKey(other) === fileKey(file))) continue;
      const problem = attachmentProblem(file);
      if (problem) {
        toast({ title: problem, tone: 'error' });
      } else if (kept.length >= MAX_ATTACHMENTS) {
        toast({ title: SUPPORT_MESSAGES.tooManyFiles, tone: 'error' });
        break;
      } else {
        kept.push(file);
      }
    }
    if (kept.length !== files.length) onChange(kept);
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    add([...(event.target.files ?? [])]);
    // Cleared so picking the same file again (after removing it) is noticed.
    event.target.value = '';
  }

  async function takeScreenshot() {
    setCapturing(true);
    try {
      add([await captureScreenshot()]);
    } catch {
      toast({
        title: 'Screenshot failed',
        description: 'Unable to capture screenshot. Please upload manually.',
        tone: 'error',
      });
    } finally {
      setCapturing(false);
    }
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold">Attachments</legend>
      <p className="mb-3 text-muted text-sm">
        Up to {MAX_ATTACHMENTS} images, text or JSON files, 10 MB each.
      </p>
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'md',
            'cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-brand-strong has-focus-visible:outline-offset-2',
          )}
        >
          <Paperclip aria-hidden="true" className="size-5" />
          Attach files
          <input
            id={inputId}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            multiple
            onChange={onPick}
            className="sr-only"
          />
        </label>
        <Button variant="secondary" onClick={takeScreenshot} disabled={capturing} aria-busy={capturing}>
          <Camera aria-hidden="true" className="size-5" />
          {capturing ? 'Capturing…' : 'Take screenshot'}
        </Button>
      </div>
      {files.length > 0 ? (
        <ul aria-label="Attached files" className="mt-3 flex flex-col gap-2">
          {files.map((file) => (
            <li
              key={fileKey(file)}
              className="flex items-center gap-3 rounded-2xl border border-line bg-raised py-1 pr-1 pl-4"
            >
              <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{file.name}</span>
                <span className="block text-muted text-sm">{formatSize(file.size)}</span>
              </span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((other) => other !== file))}
                className="grid size-12 shrink-0 place-items-center rounded-full text-muted hover:bg-sunken hover:text-text"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
