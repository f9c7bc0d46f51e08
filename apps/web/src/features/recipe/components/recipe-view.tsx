import { recipeJsonLd } from '@larder/domain/recipe-json-ld';
import { ArrowLeft, Clock, Flame, Globe2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DishPicture } from '../../../components/dish-picture/dish-picture.tsx';
import type { SignUpDialogComponent } from '../../../components/ui/account-prompt-dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { noteRecipeOpened } from '../../../lib/recipe-opened.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { useSession } from '../../../lib/session.ts';
import { addJsonLd } from '../add-json-ld.ts';
import { recipeTimeText } from '../recipe-time.ts';
import { scaleIngredients } from '../scale.ts';
import { useCooked } from '../use-cooked.ts';
import { useRound } from '../use-round.ts';
import { CookedCard } from './cooked-card.tsx';
import { EditRecipeButton } from './edit-recipe-button.tsx';
import { IngredientList } from './ingredient-list.tsx';
import { RecipeActions } from './recipe-actions.tsx';
import { PhotoActions } from './recipe-photo.tsx';
import { MethodSection, NutritionSection, RecipeColumns } from './recipe-sections.tsx';
import { SourceCredit } from './source-credit.tsx';

const HandsFree = lazy(async () => ({ default: (await import('./hands-free.tsx')).HandsFree }));

const SOURCES = {
  library: 'Larder recipe',
  generated: 'Made from your pantry',
  ai: 'AI recipe',
  imported: 'Imported',
} as const;
const MAX_SERVINGS = 12;

export function RecipeView({
  recipe,
  signUpDialog,
}: {
  recipe: RecipeDto;
  signUpDialog: SignUpDialogComponent;
}) {
  const [servings, setServings] = useState(recipe.servings);
  const [handsFree, setHandsFree] = useState(false);
  const round = useRound(servings !== recipe.servings);
  const { state, cooked } = useCooked(recipe);
  const cookedHeading = useRef<HTMLHeadingElement>(null);
  const path = `/recipe?id=${encodeURIComponent(recipe.id)}`;
  useEffect(noteRecipeOpened, []);
  const ingredients = scaleIngredients(recipe.ingredients, recipe.servings, servings, round);
  const { status } = useSession();
  // A cook with an account may add their photo to a recipe they imported or cooked: beside the title, or
  // in the card that says it was cooked, just after "I cooked this".
  const mayPhotograph =
    status === 'signed-in' && (recipe.editable || recipe.cooked || state.status === 'done');
  const photoInHeader = mayPhotograph && state.status !== 'done';

  useEffect(
    () => addJsonLd(recipeJsonLd(recipe, new URL(path, window.location.origin).toString())),
    [recipe, path],
  );
  useEffect(() => {
    document.title = `${recipe.title} · Larder`;
    return () => {
      document.title = 'Larder';
    };
  }, [recipe.title]);
  useEffect(() => {
    if (state.status === 'done') cookedHeading.current?.focus();
  }, [state.status]);

  return (
    <article className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 sm:px-5 lg:px-10 lg:pt-8">
      <Link
        to="/today"
        className="-ml-2 inline-flex min-h-12 items-center gap-2 rounded-xl px-2 font-semibold text-brand hover:bg-brand-soft print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Today
      </Link>
      <header className="mt-2 space-y-4">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-muted text-sm print:hidden">
          <Globe2 aria-hidden="true" className="size-4" />
          {recipe.cuisine ? (
            <>
              <span className="capitalize">{recipe.cuisine.replace(/-/g, ' ')}</span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          {SOURCES[recipe.source]}
        </p>
        <h1 className="text-balance font-bold text-3xl leading-tight tracking-tight lg:text-5xl">
          {recipe.title}
        </h1>
        {recipe.description ? (
          <p className="max-w-3xl text-lg text-muted print:hidden">{recipe.description}</p>
        ) : null}
        <SourceCredit recipe={recipe} />
        <DishPicture recipe={recipe} className="aspect-[16/9] w-full max-w-xl rounded-2xl lg:max-w-md" />
        {recipe.editable || photoInHeader ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            {recipe.editable ? <EditRecipeButton recipe={recipe} /> : null}
            {photoInHeader ? <PhotoActions recipe={recipe} /> : null}
          </div>
        ) : null}
        <ul className="flex flex-wrap gap-x-5 gap-y-1 font-semibold">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-5 text-brand" />
            {recipeTimeText(recipe)}
          </li>
          <li className="flex items-center gap-1.5 print:hidden">
            <Flame aria-hidden="true" className="size-5 text-brand" />
            {Math.round(recipe.nutritionPerServing.kcal)} kcal per serving
          </li>
          <li className="hidden print:block">Serves {servings}</li>
        </ul>
        <RecipeActions
          recipe={recipe}
          path={path}
          onHandsFree={() => setHandsFree(true)}
          signUpDialog={signUpDialog}
        />
      </header>

      <RecipeColumns
        ingredients={
          <section aria-labelledby="ingredients-title" className="lg:sticky lg:top-6 lg:self-start">
            <h2 id="ingredients-title" className="mb-3 font-bold text-2xl">
              Ingredients
            </h2>
            <div className="mb-4 print:hidden">
              <Stepper
                label="Servings"
                value={servings}
                min={1}
                max={MAX_SERVINGS}
                unit={(n) => (n === 1 ? 'serving' : 'servings')}
                onChange={setServings}
              />
            </div>
            <IngredientList ingredients={ingredients} round={round} scaled={servings !== recipe.servings} />
          </section>
        }
      >
        <MethodSection recipe={recipe} />
        <CookedCard
          ref={cookedHeading}
          state={state}
          servings={servings}
          onCooked={() => void cooked(servings)}
          photo={mayPhotograph ? <PhotoActions recipe={recipe} /> : null}
        />
        <NutritionSection recipe={recipe} className="print:hidden" />
      </RecipeColumns>
      {handsFree ? (
        <Suspense fallback={null}>
          <HandsFree
            recipe={recipe}
            onClose={() => setHandsFree(false)}
            onFinish={() => {
              setHandsFree(false);
              requestAnimationFrame(() => cookedHeading.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
