import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { writeSuggestions } from '../../lib/kept-suggestions.ts';
import { localToday } from '../../lib/local-day.ts';
import { fetchPantry, PANTRY_QUERY_KEY } from '../../lib/pantry-cache.ts';
import { savePantryEdit, syncPantryNow } from '../../lib/pantry-edits.ts';
import { pantryQueue } from '../../lib/pantry-queue.ts';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import { startSession } from '../../lib/session.ts';
import { newUuid } from '../../lib/uuid.ts';
import { suggestForFridge } from './api/suggest-for-fridge.ts';
import { demoPantryItems, type HeldFood } from './demo-pantry.ts';
import { AFTER_INTRO_PATH, markIntroCompleted } from './onboarding-flow.ts';

/** The pantry now: the server's (or the copy here, offline) and the adds still waiting to be sent. */
async function foodsHeld(client: QueryClient): Promise<HeldFood[]> {
  const held = await client
    .fetchQuery({ queryKey: PANTRY_QUERY_KEY, queryFn: fetchPantry })
    .catch(() => client.getQueryData<PantryItemDto[]>(PANTRY_QUERY_KEY) ?? []);
  const waiting = pantryQueue.entries().flatMap((op) => (op.kind === 'add' ? [op.item] : []));
  return [...held, ...waiting];
}

/**
 * Puts the demo's foods into the cook's pantry through the pantry queue (so it works offline too), then,
 * once the server has them, asks for the first suggestions, which Today shows on arrival.
 */
async function fillPantry(client: QueryClient): Promise<void> {
  await startSession();
  const today = localToday();
  for (const item of demoPantryItems(today, await foodsHeld(client))) {
    const clientId = newUuid();
    const preview: PantryItemDto = {
      id: clientId,
      ingredientId: null,
      name: item.name,
      quantity: item.quantity ?? null,
      unit: item.unit ?? null,
      place: item.place ?? 'fridge',
      expiresOn: item.expiresOn ?? null,
      expiryEstimated: false,
      opened: false,
      addedOn: today,
    };
    savePantryEdit({ kind: 'add', clientId, item, preview });
  }
  await syncPantryNow();
  // Offline, the items wait on this device (Today shows them) and suggestions are asked for there.
  if (pantryQueue.entries().length > 0) return;
  await client.invalidateQueries({ queryKey: PANTRY_QUERY_KEY });
  writeSuggestions(await suggestForFridge({ goal: 'use-it-up', servings: 2 }));
}

/** "Start with this fridge": ends the introduction on Today with the demo's foods in the pantry. */
export function useStartWithFridge() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await fillPantry(client);
    } catch {
      // The foods are queued whatever happened to the suggestions; Today shows them and can cook from them.
    }
    markIntroCompleted();
    navigate(AFTER_INTRO_PATH, { replace: true });
  }, [client, navigate]);
  return { start, busy };
}
