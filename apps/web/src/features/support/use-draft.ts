import { type SetStateAction, useCallback, useState } from 'react';

/** Form drafts by name, kept while the app runs: closing the dialog by mistake loses nothing typed. */
const drafts = new Map<string, unknown>();

/** Like useState, but the value outlives the component until `forgetDraft` (after a successful send). */
export function useDraft<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => (drafts.has(key) ? (drafts.get(key) as T) : initial));
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (value: T) => T)(current) : next;
        drafts.set(key, resolved);
        return resolved;
      }),
    [key],
  );
  return [value, set] as const;
}

export function forgetDraft(key: string): void {
  drafts.delete(key);
}

/** For tests: every draft gone. */
export function forgetAllDrafts(): void {
  drafts.clear();
}
