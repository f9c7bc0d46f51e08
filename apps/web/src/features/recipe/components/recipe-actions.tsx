import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { publicRecipePath } from '@larder/domain/site-path';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, Hand, Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import {
  AccountPromptDialog,
  type SignUpDialogComponent,
} from '../../../components/ui/account-prompt-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { useSession } from '../../../lib/session.ts';
import { writeFlag } from '../../../lib/storage.ts';
import { makeRecipePublic } from '../api/share-recipe.ts';
import { shareRecipe } from '../share.ts';
import { SaveButton } from './save-button.tsx';

interface RecipeActionsProps {
  recipe: RecipeDto;
  path: string;
  onHandsFree: () => void;
  signUpDialog: SignUpDialogComponent;
}

/**
 * Hands-free, Share, Print and Save: a signed-in cook saves at once; a cook without an account hears
 * what an account gives, and the recipe is saved for them once they have one.
 */
export function RecipeActions({ recipe, path, onHandsFree, signUpDialog }: RecipeActionsProps) {
  const { title } = recipe;
  const { status } = useSession();
  const [prompt, setPrompt] = useState(false);
  const client = useQueryClient();
  /** The recipe's permanent address, once anyone may open it (it is made public first when it is not). */
  async function publicUrl(): Promise<string | null> {
    if (!recipe.public) {
      try {
        await makeRecipePublic(recipe.id);
        client.setQueryData<RecipeDto>(['recipe', recipe.id], (old) =>
          old ? { ...old, public: true } : old,
        );
      } catch (error) {
        const description = failureText(error);
        toast({ title: "Couldn't share the recipe", description, tone: 'error' });
        return null;
      }
    }
    return new URL(publicRecipePath(recipe.id), window.location.origin).toString();
  }
  async function share() {
    const url = await publicUrl();
    if (!url) return;
    const result = await shareRecipe(title, url);
    if (result === 'copied') toast({ title: 'Link copied', description: url, tone: 'success' });
    if (result === 'failed') toast({ title: "Couldn't copy the link", description: url, tone: 'error' });
  }
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap print:hidden">
      <Button onClick={onHandsFree} className="col-span-3">
        <Hand aria-hidden="true" className="size-5" />
        Hands-free mode
      </Button>
      <Button variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-5" />
        Share
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-5" />
        Print
      </Button>
      {status === 'signed-in' ? (
        <SaveButton recipe={recipe} />
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            // Saved for them once they have an account (spec §3 pending_recipe; lib/pending-recipe.ts).
            writeFlag('pending_recipe', recipe.id);
            setPrompt(true);
          }}
        >
          <BookmarkPlus aria-hidden="true" className="size-5 shrink-0" />
          Save
        </Button>
      )}
      <AccountPromptDialog
        open={prompt}
        onClose={() => setPrompt(false)}
        title="Save Your Recipes"
        lead="Create a free account to keep the recipes you love, sorted into collections."
        benefits={[
          'Save any recipe with one tap',
          'Find them again on every device',
          `Get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today`,
        ]}
        returnTo={path}
        signUpDialog={signUpDialog}
      />
    </div>
  );
}
