import { BookOpen, ChefHat, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusLayout } from '../../../components/ui/error-screen.tsx';

/** /recipe without an id: where recipes come from. */
export function NoRecipeChosen() {
  return (
    <StatusLayout
      icon={<BookOpen aria-hidden="true" className="size-10" />}
      title="Recipe"
      text="Pick a recipe from your suggestions on Today, and it opens here."
    >
      <ButtonLink to="/today" size="lg">
        Go to Today
      </ButtonLink>
    </StatusLayout>
  );
}

/** An id this cook was never shown (or a mistyped link). */
export function RecipeNotFound() {
  return (
    <StatusLayout
      icon={<SearchX aria-hidden="true" className="size-10" />}
      title="Recipe not found"
      text="This recipe wasn't suggested to you and nobody shared it (or the link is incomplete). Find your own on Today: it takes a few seconds."
    >
      <ButtonLink to="/today" size="lg">
        Go to Today
      </ButtonLink>
    </StatusLayout>
  );
}

/**
 * While the recipe loads: its shape (title, facts, ingredients, steps), at least a screen tall, so the
 * footer below starts out of sight and the recipe does not push it down when it arrives.
 */
export function RecipeLoading() {
  const bar = 'animate-pulse rounded-full bg-sunken';
  return (
    <div
      role="status"
      aria-label="Loading the recipe"
      className="mx-auto min-h-dvh w-full max-w-6xl px-4 pt-4 pb-10 sm:px-5 lg:px-10 lg:pt-8"
    >
      <div className={`my-3 h-6 w-20 ${bar}`} />
      <div className="mt-2 space-y-4">
        <div className={`h-5 w-32 ${bar}`} />
        <div className={`h-9 w-4/5 max-w-xl ${bar}`} />
        <div className="max-w-3xl space-y-2">
          <div className={`h-5 ${bar}`} />
          <div className={`h-5 w-2/3 ${bar}`} />
        </div>
        <div className={`h-6 w-64 ${bar}`} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
        <div className="space-y-2">
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="h-12 animate-pulse rounded-2xl bg-sunken" />
          ))}
        </div>
        <div className="space-y-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-24 animate-pulse rounded-2xl bg-sunken" />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The day's free recipes are opened (spec §1): this one's method stays closed, with the way on (sign up
 * for more, or Pro) in the allowance dialog over it.
 */
export function RecipeLocked({ message, children }: { message: string; children: ReactNode }) {
  return (
    <StatusLayout
      icon={<ChefHat aria-hidden="true" className="size-10" />}
      title="No free recipes left today"
      text={`${message} Suggestions stay free to browse, and the recipes you opened today stay open.`}
    >
      <ButtonLink to="/today" size="lg">
        Back to Today
      </ButtonLink>
      {children}
    </StatusLayout>
  );
}
