import {
  fitPan,
  type Recipe,
  type Swap,
  timerOf,
  withLibraryNotes,
  withSwapsInText,
} from '@larder/kitchen/recipes';

/**
 * The text of the library recipes the device kitchen chose. In the web build their descriptions, the
 * words of their steps and their lines' notes are not in the kitchen's chunk (the steps are there, empty
 * and without timers):
 * each library file's text is in chunks of a few recipes under /library-text/, which its
 * `loadLibraryText` imports (apps/web/vite-library-text.ts, decisions 022, 032 and 033), and a step's timer
 * comes back with the words that name it. Unbuilt (tests, dev), the recipes keep their text and
 * this changes nothing.
 */

type LibraryText = Readonly<
  Record<
    string,
    readonly [description: string, steps: readonly string[], notes?: Readonly<Record<string, string>>]
  >
>;
type LibraryModule = Readonly<Record<string, unknown>> & {
  /** The text chunk holding the file's recipe at this place (`apps/web/vite-library-text.ts`). */
  loadLibraryText?: (at: number) => Promise<{ default: LibraryText }>;
};

// Already in the kitchen's chunk: looked through here only to know which text chunk holds which recipe.
const libraryFiles = import.meta.glob<LibraryModule>('../../../../../packages/kitchen/src/library/*.ts', {
  eager: true,
});

let textOf: Map<string, () => Promise<{ default: LibraryText }>> | undefined;

function loaderFor(recipeId: string) {
  if (!textOf) {
    textOf = new Map();
    for (const module of Object.values(libraryFiles)) {
      const load = module.loadLibraryText;
      if (!load) continue;
      // Each library file exports one list; a recipe's text chunk goes by its place in it.
      const rows = Object.values(module).find(Array.isArray) as readonly { id?: unknown }[] | undefined;
      rows?.forEach((row, at) => {
        if (typeof row.id === 'string') textOf?.set(row.id, () => load(at));
      });
    }
  }
  return textOf.get(recipeId);
}

/**
 * The suggestion with its library recipe's description and steps' words, as the library writes them
 * with the cook's own foods named where they stand in (`swaps`), and the pan sized to the servings
 * (`fitPan` needs the words to find the pan).
 */
export async function withLibraryText<T extends { recipe: Recipe; swaps?: readonly Swap[] }>(
  suggestion: T,
): Promise<T> {
  const { recipe } = suggestion;
  const load = recipe.source === 'library' ? loaderFor(recipe.id) : undefined;
  if (!load) return suggestion;
  const text = (await load()).default[recipe.id];
  if (!text) throw new Error(`The library has no text for ${recipe.id}`);
  const [description, words, notes] = text;
  if (words.length !== recipe.steps.length) throw new Error(`${recipe.id} has ${recipe.steps.length} steps`);
  // Each step's timer is the duration its words name, as the library writes it (library-pack.ts).
  const steps = recipe.steps.map((step, at) => {
    const text = words[at] ?? '';
    const timerSeconds = timerOf(text);
    return timerSeconds === undefined ? { ...step, text } : { ...step, text, timerSeconds };
  });
  const swaps = suggestion.swaps ?? [];
  const worded = withSwapsInText(
    withLibraryNotes({ ...recipe, description, steps }, notes ?? {}, swaps),
    swaps,
  );
  // The pan a step names is sized to what goes in it, as the server does once the words are there.
  return { ...suggestion, recipe: fitPan(worded) };
}
