import type { CollectionDto } from '@larder/domain/api/collections';
import { CalendarDays, ChevronLeft, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { recipeCount } from '../../../lib/collection-messages.ts';
import { CoverBlock } from './cover-block.tsx';

/** The collection's cover, name, description and count, with Edit and "Plan my week". */
export function CollectionHeader({ collection, onEdit }: { collection: CollectionDto; onEdit: () => void }) {
  return (
    <header>
      <Link
        to="/collections"
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-xl px-2 font-semibold text-brand hover:bg-brand-soft dark:text-brand-strong"
      >
        <ChevronLeft aria-hidden="true" className="size-5 shrink-0" />
        All collections
      </Link>
      <div className="mt-3 grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-end">
        <div className="min-w-0">
          <h1 className="break-words font-bold text-3xl leading-tight tracking-tight lg:text-4xl">
            {collection.name}
          </h1>
          {collection.description ? (
            <p className="mt-2 whitespace-pre-line text-lg text-muted">{collection.description}</p>
          ) : null}
          <p className="mt-2 font-semibold">{recipeCount(collection.count)}</p>
        </div>
        <div className="max-lg:hidden">
          <CoverBlock title={collection.cover?.title ?? null} size="lg" />
        </div>
      </div>
      <div className="mt-5 grid gap-2 sm:flex sm:flex-wrap">
        <ButtonLink
          to={`/plan/wizard?collection=${encodeURIComponent(collection.id)}`}
          className="py-2.5 leading-snug"
        >
          <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
          Plan my week from this collection
        </ButtonLink>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-5 shrink-0" />
          Edit name and description
        </Button>
      </div>
    </header>
  );
}
