import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { editRecipe } from '../api/edit-recipe.ts';
import { draftOf, type EditDraft, editBodyOf } from '../edit-form.ts';

/** The edit form of a recipe the cook imported: its title, lines, steps and servings, as they want them. */
export function EditRecipeDialog({ recipe, onClose }: { recipe: RecipeDto; onClose: () => void }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(recipe));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<EditDraft>) => {
    setDraft((old) => ({ ...old, ...change }));
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = editBodyOf(draft);
    if (!('body' in checked)) {
      setProblem(checked);
      return;
    }
    setSaving(true);
    try {
      const saved = await editRecipe(recipe.id, checked.body);
      client.setQueryData(['recipe', recipe.id], saved);
      onClose(); // The recipe behind the dialog shows the changes: no toast repeating them.
    } catch (failure) {
      const message =
        failure instanceof NetworkError
          ? "You're offline. Your changes are still here: save once you're back online."
          : failure instanceof ApiError
            ? failure.message
            : 'Please try again.';
      setProblem({ field: failure instanceof ApiError ? (failure.field ?? 'form') : 'form', message });
    } finally {
      setSaving(false);
    }
  }

  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <Dialog open onClose={onClose} title="Edit recipe">
      <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
        <TextField
          id="edit-title"
          label="Title"
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errorFor('title')}
        />
        <Stepper
          label="Servings"
          value={draft.servings}
          min={1}
          max={12}
          unit={(n) => (n === 1 ? 'serving' : 'servings')}
          onChange={(servings) => set({ servings })}
        />
        <TextAreaField
          id="edit-ingredients"
          label="Ingredients"
          hint="One ingredient a line, as you would write it: 2 tbsp olive oil"
          rows={8}
          value={draft.ingredients}
          onChange={(event) => set({ ingredients: event.target.value })}
          error={errorFor('ingredients')}
        />
        <TextAreaField
          id="edit-steps"
          label="Steps"
          hint="Leave a blank line between steps."
          rows={8}
          value={draft.steps}
          onChange={(event) => set({ steps: event.target.value })}
          error={errorFor('steps')}
        />
        {problem && !['title', 'ingredients', 'steps'].includes(problem.field) ? (
          <p role="alert" className="font-medium text-danger">
            {problem.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
