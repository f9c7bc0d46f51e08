import { PANTRY_MESSAGES } from '@larder/domain/api/pantry-messages';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { localToday } from '../../lib/local-day.ts';
import { PANTRY_QUERY_KEY } from '../../lib/pantry-cache.ts';
import { savePantryEdit } from '../../lib/pantry-edits.ts';
import { pantryQueue } from '../../lib/pantry-queue.ts';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import { startSession } from '../../lib/session.ts';
import { newUuid } from '../../lib/uuid.ts';
import { postPantryText } from './api/add-pantry-text.ts';

export interface Added {
  items: PantryItemDto[];
  /** True when the items wait on this device for the server. */
  queued: boolean;
}

/** The server could not take it now (no network, no session yet, a fault): the device keeps it instead. */
function canWait(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof ApiError && (error.status === 401 || error.status >= 500))
  );
}

/**
 * Adds what the cook typed. Online with nothing else waiting, the server reads the text. Otherwise (or
 * when the server cannot be reached) the kitchen engine reads it here and each item is queued with a
 * clientId, so it reaches the server once, after the edits made before it.
 */
export async function addToPantry(text: string, client: QueryClient): Promise<Added> {
  if (navigator.onLine && pantryQueue.entries().length === 0) {
    try {
      await startSession();
      const items = await postPantryText(text);
      if (client.getQueryData(PANTRY_QUERY_KEY)) {
        client.setQueryData<PantryItemDto[]>(PANTRY_QUERY_KEY, (current = []) => [
          ...current.filter((item) => !items.some((added) => added.id === item.id)),
          ...items,
        ]);
      } else {
        await client.invalidateQueries({ queryKey: PANTRY_QUERY_KEY });
      }
      return { items, queued: false };
    } catch (error) {
      if (!canWait(error)) throw error;
    }
  }
  const { readPantryText } = await import('./typeahead-engine.ts');
  const read = readPantryText(text, localToday());
  if (read.length === 0) {
    throw new ApiError(400, 'validation_failed', PANTRY_MESSAGES.typeWhatYouHave, 'text');
  }
  const items = read.map(({ item, preview }) => {
    const clientId = newUuid();
    const shown = { ...preview, id: clientId };
    savePantryEdit({ kind: 'add', clientId, item, preview: shown });
    return shown;
  });
  return { items, queued: true };
}
