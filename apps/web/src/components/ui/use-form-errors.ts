import type { FormCheck } from '@larder/domain/auth';
import { useCallback, useState } from 'react';
import { toast } from './toast-store.ts';

export interface FormProblem {
  field?: string;
  title?: string;
  description: string;
  tone?: 'error' | 'info';
}

/**
 * A form's field errors. `check` shows the first failing rule under its field and as a "Validation
 * Error" toast (spec §5 and §8) and moves focus to that field; `fail` does the same for a server answer.
 */
export function useFormErrors<Field extends string>(formId: string) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const fail = useCallback(
    ({ field, title = 'Validation Error', description, tone = 'error' }: FormProblem) => {
      setErrors(field ? ({ [field]: description } as Partial<Record<Field, string>>) : {});
      toast({ title, description, tone });
      if (field) document.getElementById(`${formId}-${field}`)?.focus();
    },
    [formId],
  );

  const check = useCallback(
    <T>(result: FormCheck<T>): T | null => {
      if (result.ok) {
        setErrors({});
        return result.data;
      }
      fail({ field: result.field, description: result.message });
      return null;
    },
    [fail],
  );

  const clear = useCallback((field: Field) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const fieldId = (field: Field) => `${formId}-${field}`;
  return { errors, check, fail, clear, fieldId };
}
