import { WifiOff } from 'lucide-react';
import type { Ref } from 'react';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';
import type { GenerateAnswer } from '../../../lib/recipe-types.ts';
import { SuggestionCard } from './suggestion-card.tsx';

interface SuggestionListProps {
  answer: GenerateAnswer;
  pantry: readonly PantryItemDto[];
  headingRef: Ref<HTMLHeadingElement>;
  /** The filters, search and saved preferences the ask was narrowed by ("Breakfast", "“leeks”"). */
  narrowedBy?: readonly string[];
}

/** "A", "A and B", "A, B and C". */
function listed(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The suggestions, each a link to its recipe. */
export function SuggestionList({ answer, pantry, headingRef, narrowedBy = [] }: SuggestionListProps) {
  const count = answer.recipes.length;
  return (
    <section aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" ref={headingRef} tabIndex={-1} className="mb-3 font-bold text-xl">
        {count === 1 ? '1 recipe for you' : `${count} recipes for you`}
      </h2>
      {answer.source === 'device' ? (
        <p className="mb-3 flex items-start gap-2 rounded-2xl bg-sunken p-3 text-sm">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Made on this device while you're offline. They reach your account when you're back online.
        </p>
      ) : null}
      {count === 0 ? (
        <p className="rounded-2xl border border-line border-dashed p-4 text-muted">
          {narrowedBy.length > 0
            ? `No recipe fits ${listed(narrowedBy)} with that goal. Remove a filter above, or search for something else.`
            : 'Nothing fits that goal with what you have. Try another goal, or add a few things to your pantry.'}
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
        {answer.recipes.map((recipe) => (
          <li key={recipe.id}>
            <SuggestionCard recipe={recipe} pantry={pantry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
