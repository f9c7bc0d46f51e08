import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { StepTimer } from './step-timer.tsx';

/** The method, numbered, with a timer on every step that names a time. */
export function StepList({ recipe }: { recipe: RecipeDto }) {
  return (
    <ol className="space-y-4">
      {recipe.steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a recipe's steps never reorder, and two may read the same.
        <li key={index} className="flex gap-3">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand font-bold text-on-brand print:border print:border-black print:bg-transparent print:text-black">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 space-y-2 pt-0.5">
            <p className="text-lg leading-relaxed">{step.text}</p>
            {step.timerSeconds ? (
              <StepTimer
                recipeId={recipe.id}
                step={index}
                seconds={step.timerSeconds}
                label={`Step ${index + 1}: ${step.text}`}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
