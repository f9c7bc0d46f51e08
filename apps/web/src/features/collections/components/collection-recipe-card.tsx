import type { CollectionRecipe } from '@larder/domain/api/collections';
import { ArrowDown, ArrowUp, ChefHat, Ellipsis, Star } from 'lucide-react';
import { DishPicture } from '../../../components/dish-picture/dish-picture.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { IconButton } from './icon-button.tsx';
import { RecipeFacts } from './recipe-facts.tsx';

interface CollectionRecipeCardProps {
  recipe: CollectionRecipe;
  position: number;
  isCover: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onOptions: () => void;
}

/** One recipe of a collection: what it is, Cook, its place in the order, and more (cover, move, remove). */
export function CollectionRecipeCard(props: CollectionRecipeCardProps) {
  const { recipe, position, isCover, first, last, onMove, onOptions } = props;
  const { title } = recipe;
  return (
    <article className="flex h-full flex-col gap-3 rounded-3xl border border-line bg-raised p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="relative shrink-0">
          <DishPicture recipe={recipe} decorative className="size-20 rounded-2xl" />
          <span
            aria-hidden="true"
            className="absolute -top-2 -left-2 grid size-8 place-items-center rounded-full border border-line bg-raised font-bold text-muted text-sm"
          >
            {position}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-bold text-lg leading-snug">{title}</h3>
          <div className="mt-1">
            <RecipeFacts minutes={recipe.minutes} kcal={recipe.nutritionPerServing.kcal} />
          </div>
          {isCover ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand text-sm dark:text-brand-strong">
              <Star aria-hidden="true" className="size-4 shrink-0" />
              Cover
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-auto flex items-center gap-1">
        <ButtonLink
          to={`/recipe?id=${encodeURIComponent(recipe.id)}`}
          aria-label={`Cook ${title}`}
          className="mr-1 min-h-12 px-4"
        >
          <ChefHat aria-hidden="true" className="size-5 shrink-0" />
          Cook
        </ButtonLink>
        <IconButton
          label={`Move ${title} up`}
          data-move={`${recipe.id}:-1`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </IconButton>
        <IconButton
          label={`Move ${title} down`}
          data-move={`${recipe.id}:1`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </IconButton>
        <span className="flex-1" />
        <IconButton label={`More for ${title}`} aria-haspopup="dialog" onClick={onOptions}>
          <Ellipsis aria-hidden="true" className="size-5" />
        </IconButton>
      </div>
    </article>
  );
}
