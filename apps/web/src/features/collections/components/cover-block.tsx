import { BookHeart } from 'lucide-react';

/**
 * A collection's cover: its cover recipe's title on a tinted block (pictures come later). `size` lg is
 * the collection screen's header.
 */
export function CoverBlock({ title, size = 'md' }: { title: string | null; size?: 'md' | 'lg' }) {
  return (
    <div
      className={`flex items-end gap-3 border-line bg-brand-soft text-brand dark:text-brand-strong ${
        size === 'lg' ? 'min-h-32 rounded-3xl border p-5 sm:min-h-40' : 'min-h-24 border-b p-4'
      }`}
    >
      <BookHeart aria-hidden="true" className="size-7 shrink-0" />
      <p className={`line-clamp-2 min-w-0 font-semibold leading-snug ${size === 'lg' ? 'text-lg' : ''}`}>
        {title ? (
          <>
            <span className="sr-only">Cover: </span>
            {title}
          </>
        ) : (
          <span className="text-muted">No recipes yet</span>
        )}
      </p>
    </div>
  );
}
