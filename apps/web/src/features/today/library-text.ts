import { type LibraryRecipeRow, type Recipe, stepFromRow } from '@larder/kitchen/recipes';

/**
 * The text of the library recipes the device kitchen chose. In the web build their descriptions and steps
 * are not in the kitchen's chunk: each library file's text is a chunk of its own, which its
 * `loadLibraryText` imports (apps/web/vite-library-text.ts, decision 022). Unbuilt (tests, dev), the
 * recipes keep their text and this changes nothing.
 */

type LibraryText = Readonly<
  Record<string, readonly [LibraryRecipeRow['description'], LibraryRecipeRow['steps']]>
>;
type LibraryModule = Readonly<Record<string, unknown>> & {
  loadLibraryText?: () => Promise<{ default: LibraryText }>;
};

// Already in the kitchen's chunk: looked through here only to know which text chunk holds which recipe.
const libraryFiles = import.meta.glob<LibraryModule>('../../../../../packages/kitchen/src/library/*.ts', {
  eager: true,
});

let textOf: Map<string, NonNullable<LibraryModule['loadLibraryText']>> | undefined;

function loaderFor(recipeId: string) {
  if (!textOf) {
    textOf = new Map();
    for (const module of Object.values(libraryFiles)) {
      const load = module.loadLibraryText;
      if (!load) continue;
      for (const rows of Object.values(module)) {
        if (!Array.isArray(rows)) continue;
        for (const row of rows as readonly Partial<LibraryRecipeRow>[]) if (row.id) textOf.set(row.id, load);
      }
    }
  }
  return textOf.get(recipeId);
}

/** The suggestion with its library recipe's description and steps, as the library writes them. */
export async function withLibraryText<T extends { recipe: Recipe }>(suggestion: T): Promise<T> {
  const { recipe } = suggestion;
  const load = recipe.source === 'library' ? loaderFor(recipe.id) : undefined;
  if (!load) return suggestion;
  const text = (await load()).default[recipe.id];
  if (!text) throw new Error(`The library has no text for ${recipe.id}`);
  const [description, steps] = text;
  return { ...suggestion, recipe: { ...recipe, description, steps: steps.map(stepFromRow) } };
}
