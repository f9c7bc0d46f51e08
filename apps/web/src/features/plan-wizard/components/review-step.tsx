import type { PlanAnswers } from '@larder/kitchen/planning';
import { Pencil } from 'lucide-react';
import { Card } from '../../../components/ui/page.tsx';
import { answersSummary, targetInWords, targetOfAnswers } from '../answers-summary.ts';
import type { StepId } from '../wizard-steps.ts';
import { TargetCard } from './target-card.tsx';

/** Every answer in plain words, each group with a way back to change it, and the day's target. */
export function ReviewStep({ answers, onEdit }: { answers: PlanAnswers; onEdit: (step: StepId) => void }) {
  const target = targetOfAnswers(answers);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {answersSummary(answers).map((group) => (
          <Card key={group.step} className="flex flex-col">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-bold text-lg">{group.title}</h2>
              <button
                type="button"
                onClick={() => onEdit(group.step)}
                aria-label={`Edit ${group.title.toLowerCase()}`}
                className="-mr-2 inline-flex min-h-12 items-center gap-1.5 rounded-2xl px-3 font-semibold text-brand hover:bg-brand-soft"
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </button>
            </div>
            <ul className="mt-1 space-y-1">
              {group.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <section aria-label="Daily target">
        <TargetCard
          heading={target ? targetInWords(target) : 'No calorie target: meals are balanced without counting'}
          working={target?.working ?? []}
        />
      </section>
    </div>
  );
}
