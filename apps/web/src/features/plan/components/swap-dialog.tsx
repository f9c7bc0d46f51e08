import type { PlannedMealDto } from '@larder/kitchen/planning';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchSwapOptions } from '../api/plan-actions.ts';

/** Other recipes for one meal, best first (closest to the meal's share of the target, then protein). */
export function SwapDialog({
  planId,
  meal,
  busy,
  onChoose,
  onClose,
}: {
  planId: string;
  meal: PlannedMealDto;
  busy: boolean;
  onChoose: (recipeId: string, title: string) => void;
  onClose: () => void;
}) {
  const options = useQuery({
    queryKey: ['plan', planId, 'options', meal.slot, meal.recipeId],
    queryFn: () => fetchSwapOptions(planId, meal.slot),
    staleTime: 0,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Swap ${meal.title}`}
      description="Pick another recipe for this meal."
    >
      {options.isPending ? (
        <p role="status" className="py-6 text-center text-muted">
          Finding recipes that fit…
        </p>
      ) : options.isError ? (
        <p role="alert" className="py-4 text-danger">
          {options.error instanceof ApiError
            ? options.error.message
            : "You're offline. Swapping needs a connection."}
        </p>
      ) : options.data.length === 0 ? (
        <p className="py-4 text-muted">No other recipe fits this meal's time and diet.</p>
      ) : (
        <ul className="space-y-2">
          {options.data.map((option) => (
            <li key={option.recipeId}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onChoose(option.recipeId, option.title)}
                className="w-full rounded-2xl border border-line bg-raised p-4 text-left hover:border-brand hover:bg-brand-soft disabled:opacity-60"
              >
                <span className="block font-semibold text-lg">{option.title}</span>
                <span className="block text-muted">
                  {option.minutes} min · {option.kcal} kcal · {Math.round(option.proteinG)} g protein per
                  serving
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
