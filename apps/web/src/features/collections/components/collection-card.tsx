import { ArrowDown, ArrowUp, CloudUpload, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { recipeCount } from '../../../lib/collection-messages.ts';
import type { CollectionView } from '../collection-edits.ts';
import { CoverBlock } from './cover-block.tsx';
import { IconButton } from './icon-button.tsx';

interface CollectionCardProps {
  collection: CollectionView;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One collection: its cover, name and count (the whole card opens it), and what the cook can do to it. */
export function CollectionCard({ collection, first, last, onMove, onEdit, onDelete }: CollectionCardProps) {
  const { id, name } = collection;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-raised shadow-sm focus-within:ring-3 focus-within:ring-brand-strong hover:border-brand/50">
      <CoverBlock title={collection.cover?.title ?? null} />
      <div className="flex-1 px-4 pt-3">
        <h3 className="font-bold text-lg leading-snug">
          <Link
            to={`/collection/${encodeURIComponent(id)}`}
            className="break-words after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
          >
            {name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 text-muted">
          <span>{recipeCount(collection.count)}</span>
          {collection.pending ? (
            <span className="inline-flex items-center gap-1 font-medium text-text text-sm">
              <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
              Waiting to sync
            </span>
          ) : null}
        </p>
      </div>
      <div className="relative z-10 flex items-center gap-1 px-2 pt-1 pb-2">
        <IconButton
          label={`Move ${name} up`}
          data-move={`${id}:-1`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </IconButton>
        <IconButton
          label={`Move ${name} down`}
          data-move={`${id}:1`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </IconButton>
        <span className="flex-1" />
        <IconButton label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-5" />
        </IconButton>
        {collection.isDefault ? null : (
          <IconButton label={`Delete ${name}`} onClick={onDelete} className="hover:text-danger">
            <Trash2 aria-hidden="true" className="size-5" />
          </IconButton>
        )}
      </div>
    </article>
  );
}
