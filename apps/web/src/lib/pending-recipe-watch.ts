import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from './session.ts';
import { readFlag } from './storage.ts';

/**
 * Whenever the session is an account's and a recipe waits under `pending_recipe`, it is saved
 * (lib/pending-recipe.ts). The app's frame mounts `PendingRecipeSaver` only when one waits.
 */
export function usePendingRecipe(): void {
  const { status } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    if (status !== 'signed-in') return;
    const save = () => {
      if (!readFlag('pending_recipe')) return;
      void import('./pending-recipe.ts').then((module) => module.savePendingRecipe(client));
    };
    save();
    // Offline when the account arrived: the recipe is saved once the network is back.
    window.addEventListener('online', save);
    return () => window.removeEventListener('online', save);
  }, [status, client]);
}

/** The hook as a component, for the frame to load lazily (app/layout/lazy-chrome.tsx). */
export function PendingRecipeSaver(): null {
  usePendingRecipe();
  return null;
}
