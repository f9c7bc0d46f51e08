import { CircleAlert } from 'lucide-react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { inputClasses } from './text-field.tsx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a character counter. */
  aside?: ReactNode;
}

/** A labelled textarea, laid out like TextField: its hint, aside and error are tied to it. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  aside,
  className = '',
  ...area
}: TextAreaFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, aside ? `${id}-aside` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {aside ? (
          <span id={`${id}-aside`} className="text-muted text-sm tabular-nums">
            {aside}
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClasses(Boolean(error))} block resize-y`}
        {...area}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
