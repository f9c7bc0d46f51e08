import type { CollectionRecipe } from '@larder/domain/api/collections';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { DishPicture } from '../../../components/dish-picture/dish-picture.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RadioChips } from '../../../components/ui/chip-choice.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { NetworkError } from '../../../lib/api-client.ts';
import { useSavedSearch } from '../api/search-saved-recipes.ts';
import type { CollectionView } from '../collection-edits.ts';
import {
  activeFilters,
  DIET_OPTIONS,
  MEAL_OPTIONS,
  NO_FILTERS,
  type SearchFilters,
  searchQuery,
  TIME_OPTIONS,
} from '../search-filters.ts';
import { RecipeFacts } from './recipe-facts.tsx';

function ResultCard({ recipe, names }: { recipe: CollectionRecipe; names: Map<string, string> }) {
  const inCollections = recipe.collectionIds.flatMap((id) => names.get(id) ?? []);
  return (
    <li className="relative flex items-start gap-3 rounded-2xl border border-line bg-raised p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-strong hover:border-brand/50">
      <DishPicture recipe={recipe} decorative className="size-16 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-bold text-lg leading-snug">
          <Link
            to={`/recipe?id=${encodeURIComponent(recipe.id)}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {recipe.title}
          </Link>
        </h3>
        <RecipeFacts minutes={recipe.minutes} kcal={recipe.nutritionPerServing.kcal} />
        {inCollections.length > 0 ? <p className="text-sm">In {inCollections.join(', ')}</p> : null}
      </div>
    </li>
  );
}

function Results({
  filters,
  words,
  names,
}: {
  filters: SearchFilters;
  words: string;
  names: Map<string, string>;
}) {
  const search = searchQuery(words, filters);
  const answer = useSavedSearch(search);
  if (!search) return null;
  const recipes = answer.data?.recipes;
  let status = 'Searching…';
  if (answer.isError) {
    status =
      answer.error instanceof NetworkError
        ? 'Search needs a connection. Your collections below still open offline.'
        : answer.error.message;
  } else if (recipes) {
    status =
      recipes.length === 0
        ? 'No saved recipe matches. Try fewer words or filters.'
        : `${recipes.length === 1 ? '1 recipe' : `${recipes.length} recipes`} found`;
  }
  return (
    <section aria-labelledby="search-results" className="mt-4">
      <h2 id="search-results" className="sr-only">
        Search results
      </h2>
      <p role="status" className="font-semibold">
        {status}
      </p>
      {recipes && recipes.length > 0 && !answer.isError ? (
        <ul
          className={`mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 ${answer.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {recipes.map((recipe) => (
            <ResultCard key={recipe.id} recipe={recipe} names={names} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** What the cook typed, once they paused typing: one search, not one a keystroke. */
function useSettled(words: string): string {
  const [settled, setSettled] = useState(words);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(words), 300);
    return () => clearTimeout(timer);
  }, [words]);
  return settled;
}

/** Search across every saved recipe by title or ingredient, with filters for meal, time and diet. */
export function SavedSearch({ collections }: { collections: readonly CollectionView[] }) {
  const [words, setWords] = useState('');
  const [filters, setFilters] = useState<SearchFilters>(NO_FILTERS);
  const [open, setOpen] = useState(false);
  const typed = useSettled(words);
  const panel = useId();
  const count = activeFilters(filters);
  const names = new Map(collections.map((collection) => [collection.id, collection.name]));
  return (
    <section aria-label="Search saved recipes">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor="saved-search" className="sr-only">
            Search saved recipes
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id="saved-search"
            type="search"
            value={words}
            onChange={(event) => setWords(event.target.value)}
            placeholder="Recipe or ingredient"
            maxLength={100}
            autoComplete="off"
            className={`${inputClasses(false)} pl-12`}
          />
        </div>
        <Button variant="secondary" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          <SlidersHorizontal aria-hidden="true" className="size-5 shrink-0" />
          <span className="max-sm:sr-only">Filters</span>
          {count > 0 ? (
            <span className="grid size-6 place-items-center rounded-full bg-brand font-bold text-on-brand text-sm">
              <span className="sr-only">, </span>
              {count}
              <span className="sr-only"> on</span>
            </span>
          ) : null}
        </Button>
      </div>
      <div id={panel} hidden={!open} className="mt-3 space-y-4 rounded-3xl border border-line bg-raised p-4">
        <RadioChips
          name="meal"
          legend="Meal"
          options={MEAL_OPTIONS}
          value={filters.mealType}
          onChange={(mealType) => setFilters({ ...filters, mealType })}
        />
        <RadioChips
          name="time"
          legend="Time"
          options={TIME_OPTIONS}
          value={filters.maxMinutes}
          onChange={(maxMinutes) => setFilters({ ...filters, maxMinutes })}
        />
        <RadioChips
          name="diet"
          legend="Diet"
          options={DIET_OPTIONS}
          value={filters.diet}
          onChange={(diet) => setFilters({ ...filters, diet })}
        />
        {count > 0 ? (
          <Button variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <Results filters={filters} words={typed} names={names} />
    </section>
  );
}
