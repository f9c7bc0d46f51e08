import { BookOpen, SearchX } from 'lucide-react';
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
      text="A recipe opens here for the cook it was suggested to, and this one wasn't suggested to you (or the link is incomplete). Find your own on Today: it takes a few seconds."
    >
      <ButtonLink to="/today" size="lg">
        Go to Today
      </ButtonLink>
    </StatusLayout>
  );
}
