import { lazy } from 'react';
import { CollectionPreviewScreen } from '../features/collections/components/collection-preview-screen.tsx';
import { CollectionScreen } from '../features/collections/components/collection-screen.tsx';
import { CollectionsScreen } from '../features/collections/components/collections-screen.tsx';
import { PublicRecipeScreen } from '../features/recipe/components/public-recipe-screen.tsx';
import { ImportButton } from '../features/recipe-import/components/import-button.tsx';
import { ReportButton } from '../features/reports/components/report-button.tsx';

/**
 * Screens made of more than one feature (features do not import each other; the app composes them), and
 * the collection screen that goes with them: one file loaded with their routes, none of it on Today's
 * first load.
 */

/** `/collections`, with the recipe importer's "Import a recipe". */
export function CollectionsPage() {
  return <CollectionsScreen importButton={<ImportButton />} />;
}

/** `/collection/{id}`. */
export function CollectionPage() {
  return <CollectionScreen />;
}

/** `/r/{id}`, with "Report". */
export function PublicRecipePage() {
  return <PublicRecipeScreen reportButton={(recipeId) => <ReportButton kind="recipe" itemId={recipeId} />} />;
}

/** The auth feature's sign-up dialog, for "Save a copy" without an account. */
const SignUpDialog = lazy(async () => ({
  default: (await import('../features/auth/components/sign-up-dialog.tsx')).SignUpDialog,
}));

/** `/collection-preview/{shareId}`, with "Report". */
export function CollectionPreviewPage() {
  return (
    <CollectionPreviewScreen
      signUpDialog={SignUpDialog}
      reportButton={(shareId) => <ReportButton kind="collection" itemId={shareId} />}
    />
  );
}
