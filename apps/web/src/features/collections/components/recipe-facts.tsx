import { Clock, Flame } from 'lucide-react';

/** A recipe's time and energy, as the cards show them. */
export function RecipeFacts({ minutes, kcal }: { minutes: number; kcal?: number }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {minutes} min
      </li>
      {kcal === undefined ? null : (
        <li className="flex items-center gap-1.5">
          <Flame aria-hidden="true" className="size-4 shrink-0" />
          {Math.round(kcal)} kcal per serving
        </li>
      )}
    </ul>
  );
}
