import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClasses = (invalid: boolean) =>
  `min-h-12 w-full rounded-2xl border bg-raised px-4 py-3 text-lg text-text placeholder:text-muted/70 ${
    invalid ? 'border-danger' : 'border-line hover:border-muted/60'
  }`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something placed at the end of the input (the password field's show/hide toggle). */
  end?: ReactNode;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and shown below it. */
export function TextField({ id, label, error, hint, end, className = '', ...input }: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClasses(Boolean(error))} ${end ? 'pr-14' : ''}`}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{end}</div> : null}
      </div>
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
