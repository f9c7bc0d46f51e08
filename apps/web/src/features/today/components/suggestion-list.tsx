import type { Ref } from 'react';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';
import type { GenerateAnswer } from '../../../lib/recipe-types.ts';
import { SuggestionCard } from './suggestion-card.tsx';

interface SuggestionListProps {
  answer: GenerateAnswer;
  pantry: readonly PantryItemDto[];
  headingRef: Ref<HTMLHeadingElement>;
}

/** The suggestions, each a link to its recipe. */
export function SuggestionList({ answer, pantry, headingRef }: SuggestionListProps) {
  const count = answer.recipes.length;
  return (
    <section aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" ref={headingRef} tabIndex={-1} className="mb-3 font-bold text-xl">
        {count === 1 ? '1 recipe for you' : `${count} recipes for you`}
      </h2>
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
