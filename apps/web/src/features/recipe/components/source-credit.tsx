import { ExternalLink } from 'lucide-react';
import type { RecipeDto } from '../../../lib/recipe-types.ts';

/** Where an imported recipe came from: its author, and a link to the page, credited as the source gave them. */
export function SourceCredit({ recipe }: { recipe: Pick<RecipeDto, 'sourceUrl' | 'author'> }) {
  if (!recipe.sourceUrl && !recipe.author) return null;
  const host = recipe.sourceUrl && URL.canParse(recipe.sourceUrl) ? new URL(recipe.sourceUrl).host : null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-muted">
      {recipe.author ? <span>By {recipe.author}</span> : null}
      {recipe.author && host ? <span aria-hidden="true">·</span> : null}
      {host && recipe.sourceUrl ? (
        <a
          href={recipe.sourceUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
        >
          From {host.replace(/^www\./, '')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </p>
  );
}
