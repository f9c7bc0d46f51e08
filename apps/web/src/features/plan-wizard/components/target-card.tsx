import { Flame } from 'lucide-react';
import { Card } from '../../../components/ui/page.tsx';

/** The day's calories and protein, and how they were worked out, so the number is never a mystery. */
export function TargetCard({
  heading,
  working,
  live = false,
}: {
  heading: string;
  working: readonly string[];
  /** Announce the heading as it changes (the body step works it out while the cook types). */
  live?: boolean;
}) {
  return (
    <Card>
      <p aria-live={live ? 'polite' : undefined} className="flex items-start gap-2 font-bold text-lg">
        <Flame aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
        {heading}
      </p>
      {working.length > 0 ? (
        <>
          <p className="mt-3 font-semibold text-sm">How we worked it out</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted text-sm">
            {working.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      ) : null}
    </Card>
  );
}
