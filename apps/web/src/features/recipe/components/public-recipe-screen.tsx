import { ChefHat, Clock, Flame, SearchX, Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { DishPicture } from '../../../components/dish-picture/dish-picture.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusLayout } from '../../../components/ui/error-screen.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePublicRecipe } from '../api/get-public-recipe.ts';
import { recipeTimeText } from '../recipe-time.ts';
import { LineText } from './ingredient-list.tsx';
import { MethodSection, NutritionSection, RecipeColumns } from './recipe-sections.tsx';
import { RecipeLoading } from './recipe-states.tsx';
import { SourceCredit } from './source-credit.tsx';

function NotPublic() {
  return (
    <StatusLayout
      icon={<SearchX aria-hidden="true" className="size-10" />}
      title="Recipe not found"
      text="This recipe isn't shared any more, or the link is incomplete. Larder makes recipes from what's in your fridge: try it, it takes a few seconds."
    >
      <ButtonLink to="/today" size="lg">
        Cook from your fridge
      </ButtonLink>
    </StatusLayout>
  );
}

/**
 * `/r/{id}`: a recipe anyone can open from a link, signed in or not: the recipe as written, its
 * nutrition, and "Cook this from your fridge", which opens it against the visitor's own pantry. The
 * server puts its Open Graph and JSON-LD in the page's head for link previews.
 */
export function PublicRecipeScreen({ reportButton }: { reportButton?: (recipeId: string) => ReactNode }) {
  const { recipeId = '' } = useParams();
  const recipe = usePublicRecipe(recipeId);
  const title = recipe.data?.title;
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · Larder`;
    return () => {
      document.title = 'Larder';
    };
  }, [title]);

  if (recipe.isPending) return <RecipeLoading />;
  if (recipe.error instanceof ApiError && recipe.error.status === 404) return <NotPublic />;
  if (!recipe.data) {
    return (
      <StatusLayout
        icon={<SearchX aria-hidden="true" className="size-10" />}
        title="Couldn't load the recipe"
        text="Check your connection and try again."
      />
    );
  }
  const dto = recipe.data;
  return (
    <article className="mx-auto w-full max-w-6xl px-4 pt-6 pb-10 sm:px-5 lg:px-10 lg:pt-10">
      <header className="space-y-4">
        <p className="flex items-center gap-2 font-semibold text-muted text-sm">
          <ChefHat aria-hidden="true" className="size-4" />A recipe shared from Larder
        </p>
        <h1 className="text-balance font-bold text-3xl leading-tight tracking-tight lg:text-5xl">
          {dto.title}
        </h1>
        {dto.description ? <p className="max-w-3xl text-lg text-muted">{dto.description}</p> : null}
        <SourceCredit recipe={dto} />
        <DishPicture recipe={dto} className="aspect-[16/9] w-full max-w-xl rounded-2xl lg:max-w-md" />
        <ul className="flex flex-wrap gap-x-5 gap-y-1 font-semibold">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-5 text-brand" />
            {recipeTimeText(dto)}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-5 text-brand" />
            Serves {dto.servings}
          </li>
          <li className="flex items-center gap-1.5">
            <Flame aria-hidden="true" className="size-5 text-brand" />
            {Math.round(dto.nutritionPerServing.kcal)} kcal per serving
          </li>
        </ul>
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <ButtonLink to={`/recipe?id=${encodeURIComponent(dto.id)}`} size="lg" className="sm:w-auto">
            <ChefHat aria-hidden="true" className="size-5" />
            Cook this from your fridge
          </ButtonLink>
          {reportButton?.(dto.id)}
        </div>
      </header>
      <RecipeColumns
        ingredients={
          <section aria-labelledby="ingredients-title">
            <h2 id="ingredients-title" className="mb-3 font-bold text-2xl">
              Ingredients
            </h2>
            <ul className="divide-y divide-line">
              {dto.ingredients.map((line, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder, and two may read the same.
                <li key={at} className="py-2.5">
                  <LineText line={line} />
                </li>
              ))}
            </ul>
          </section>
        }
      >
        <MethodSection recipe={dto} />
        <NutritionSection recipe={dto} />
      </RecipeColumns>
    </article>
  );
}
