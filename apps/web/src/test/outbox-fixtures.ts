import { afterEach, vi } from 'vitest';
import { z } from 'zod';
import { createOutbox, type OutboxOptions } from '../lib/outbox.ts';

/** A small outbox of notes for the outbox's own tests, kept under a real outbox key. */
export const KEY = 'larder_shopping_queue';
export const note = z.object({ id: z.string(), text: z.string() });
export type Note = z.infer<typeof note>;
export const loadSchemas = () => import('../lib/outbox-schemas.ts');

/** An outbox of notes, as a page would make it (read back from storage when made). */
export const notes = (options?: OutboxOptions<Note>) => createOutbox(KEY, loadSchemas, () => note, options);

/** Each test starts with real timers, real globals and nothing stored. */
export function cleanOutboxEachTest(): void {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
