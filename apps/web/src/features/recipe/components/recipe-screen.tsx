import { useSearchParams } from 'react-router';
import type { SignUpDialogComponent } from '../../../components/ui/account-prompt-dialog.tsx';
import { ErrorScreen } from '../../../components/ui/error-screen.tsx';
import { OfflineScreen } from '../../../components/ui/kitchen-screens.tsx';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { useRecipe } from '../api/get-recipe.ts';
import { NoRecipeChosen, RecipeLoading, RecipeNotFound } from './recipe-states.tsx';
import { RecipeView } from './recipe-view.tsx';

/** `/recipe?id=…`: one recipe to cook (design.md §4). */
export function RecipeScreen({ signUpDialog }: { signUpDialog: SignUpDialogComponent }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const recipe = useRecipe(id);
  if (!id) return <NoRecipeChosen />;
  if (recipe.data) return <RecipeView key={id} recipe={recipe.data} signUpDialog={signUpDialog} />;
  if (recipe.error instanceof ApiError && [401, 404].includes(recipe.error.status)) return <RecipeNotFound />;
  if (recipe.error instanceof NetworkError) return <OfflineScreen onRetry={() => void recipe.refetch()} />;
  if (recipe.error) return <ErrorScreen type="error" onRetry={() => void recipe.refetch()} />;
  return <RecipeLoading />;
}
