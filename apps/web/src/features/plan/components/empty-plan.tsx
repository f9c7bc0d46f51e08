import { CalendarDays, Check } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';

const PROMISES = [
  'Meals from what is already in your fridge, the soonest to go off first',
  'Every day close to your calories and protein, if you want a target',
  'A shopping list of only what is missing',
];

/** No plan yet: what a plan gives, and the way to make one. */
export function EmptyPlan() {
  return (
    <div className="mx-auto w-full max-w-2xl px-5 pt-8 pb-12 lg:px-10">
      <span className="grid size-16 place-items-center rounded-3xl bg-brand-soft text-brand">
        <CalendarDays aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 font-bold text-3xl leading-tight tracking-tight lg:text-4xl">Plan your week</h1>
      <p className="mt-2 text-lg text-muted">
        Tell Larder your goal and how much time you have. It plans every meal, using your food first.
      </p>
      <ul className="mt-6 space-y-3">
        {PROMISES.map((line) => (
          <li key={line} className="flex gap-3 text-lg">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            {line}
          </li>
        ))}
      </ul>
      <ButtonLink to="/plan/wizard" size="lg" className="mt-8">
        Plan my week
      </ButtonLink>
      <p className="mt-3 text-center text-muted">It takes about a minute. No account needed.</p>
    </div>
  );
}
