import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SignUpDialogComponent } from '../../../components/ui/account-prompt-dialog.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { OfflineScreen } from '../../../components/ui/kitchen-screens.tsx';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useRecipe } from '../api/get-recipe.ts';
import { NoRecipeChosen, RecipeLoading, RecipeLocked, RecipeNotFound } from './recipe-states.tsx';
import { RecipeView } from './recipe-view.tsx';

const AllowanceDialog = lazy(async () => ({
  default: (await import('../../today/components/allowance-dialog.tsx')).AllowanceDialog,
}));

/** The day's free recipes are used: the method stays closed, and the dialog offers the way on. */
function Locked({
  message,
  id,
  signUpDialog,
}: {
  message: string;
  id: string;
  signUpDialog: SignUpDialogComponent;
}) {
  const { status } = useSession();
  const [dialog, setDialog] = useState(true);
  return (
    <RecipeLocked message={message}>
      {dialog ? (
        <Suspense fallback={null}>
          <AllowanceDialog
            hasAccount={status === 'signed-in'}
            message={message}
            onClose={() => setDialog(false)}
            signUpDialog={signUpDialog}
            returnTo={`/recipe?id=${encodeURIComponent(id)}`}
          />
        </Suspense>
      ) : status === 'signed-in' ? (
        <ButtonLink to="/pricing" size="lg" variant="secondary">
          See Larder Pro
        </ButtonLink>
      ) : (
        <Button size="lg" variant="secondary" onClick={() => setDialog(true)}>
          Create a free account
        </Button>
      )}
    </RecipeLocked>
  );
}

/** `/recipe?id=…`: one recipe to cook (design.md §4). */
export function RecipeScreen({ signUpDialog }: { signUpDialog: SignUpDialogComponent }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const recipe = useRecipe(id);
  if (!id) return <NoRecipeChosen />;
  // Opening a recipe counts against a free cook's day; past it, the method stays closed.
  if (recipe.error instanceof ApiError && recipe.error.code === 'allowance_used') {
    return <Locked message={recipe.error.message} id={id} signUpDialog={signUpDialog} />;
  }
  if (recipe.data) return <RecipeView key={id} recipe={recipe.data} signUpDialog={signUpDialog} />;
  if (recipe.error instanceof ApiError && [401, 404].includes(recipe.error.status)) return <RecipeNotFound />;
  if (recipe.error instanceof NetworkError) return <OfflineScreen onRetry={() => void recipe.refetch()} />;
  if (recipe.error) return <ErrorScreen type="error" onRetry={() => void recipe.refetch()} />;
  return <RecipeLoading />;
}
