import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A calm note beside a form on a server that sends no email: what happens instead. */
export function NoMailNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex gap-3 rounded-2xl bg-brand-soft p-4 text-pretty">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span>{children}</span>
    </p>
  );
}
