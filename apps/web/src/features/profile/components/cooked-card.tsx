import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileSummary } from '../api/get-profile-summary.ts';
import { GoalProgress } from './goal-progress.tsx';
import { ProfileCard } from './profile-card.tsx';

/** "north-african" → "North African". */
const cuisineName = (cuisine: string) =>
  cuisine
    .split(/[-_\s]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl bg-sunken px-3 py-3">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="font-bold text-2xl tabular-nums leading-tight">{value}</dd>
    </div>
  );
}

/** "What you cooked": recipes this week and in all, favourite cuisines, protein and vegetables vs target. */
export function CookedCard({ cooked }: { cooked: ProfileSummary['cooked'] }) {
  return (
    <ProfileCard id="cooked" title="What you cooked" icon={<ChefHat aria-hidden="true" className="size-5" />}>
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-2">
          <Count label="Recipes this week" value={cooked.thisWeek} />
          <Count label="All time" value={cooked.allTime} />
        </dl>
        <div>
          <h3 className="font-semibold">Favourite cuisines</h3>
          {cooked.favouriteCuisines.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {cooked.favouriteCuisines.map((one) => (
                <li key={one.cuisine} className="rounded-full border border-line px-3 py-1">
                  {cuisineName(one.cuisine)}{' '}
                  <span className="text-muted tabular-nums">
                    · {one.count} {one.count === 1 ? 'recipe' : 'recipes'}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted">Cook a few recipes and the cuisines you love show here.</p>
          )}
        </div>
        <div className="flex flex-col gap-4">
          <h3 className="font-semibold">This week, one serving of each recipe</h3>
          <GoalProgress
            label="Protein"
            eaten={cooked.proteinG.eaten}
            target={cooked.proteinG.target}
            noTarget={
              <Link
                to="/plan/wizard"
                className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
              >
                Add your details in the plan wizard to set a protein target
              </Link>
            }
          />
          <GoalProgress
            label="Vegetables"
            eaten={cooked.vegetablesG.eaten}
            target={cooked.vegetablesG.target}
          />
        </div>
      </div>
    </ProfileCard>
  );
}
