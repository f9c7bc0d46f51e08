import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { RecipeDto } from '../../../lib/recipe-types.ts';

/** The form loads when it is opened: it checks with the API's schema (zod), which the screen need not load. */
const EditRecipeDialog = lazy(async () => ({
  default: (await import('./edit-recipe-dialog.tsx')).EditRecipeDialog,
}));

/** "Edit" on a recipe the cook imported. */
export function EditRecipeButton({ recipe }: { recipe: RecipeDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" className="size-5 shrink-0" />
        Edit
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <EditRecipeDialog recipe={recipe} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
