import { fileURLToPath } from 'node:url';
import { type Plugin, parseAst } from 'vite';
import { notesOf, type PackedRecipe, packLibraryRow } from '../../packages/kitchen/src/library-pack.ts';
import type { LibraryRecipeRow } from '../../packages/kitchen/src/recipe-row.ts';

/** The kitchen's library files: `packages/kitchen/src/library/<cuisine>.ts`. */
const LIBRARY_FILE = /[\\/]packages[\\/]kitchen[\\/]src[\\/]library[\\/]([\w-]+)\.ts$/;
const TEXT_PREFIX = '\0larder-library-text:';
/** Where the text chunks are served from, outside the immutable /assets/. */
export const TEXT_DIR = 'library-text';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function nodes(value: unknown): Node[] {
  return Array.isArray(value) ? value.filter((item): item is Node => typeof item?.type === 'string') : [];
}

function propertyNamed(object: Node, name: string): Node | undefined {
  return nodes(object.properties).find((property) => {
    const key = property.key as Node & { name?: string; value?: unknown };
    return property.type === 'Property' && (key.name === name || key.value === name);
  });
}

const isText = (node: Node | undefined): node is Node =>
  node?.type === 'Literal' && typeof (node as Node & { value?: unknown }).value === 'string';

/** A step's text: the step itself (`'…'`) or the first of `['…', seconds]`. */
function stepText(step: Node): Node | undefined {
  const text = step.type === 'ArrayExpression' ? nodes(step.elements)[0] : step;
  return isText(text) ? text : undefined;
}

const PACK_MODULE = fileURLToPath(new URL('../../packages/kitchen/src/library-pack.ts', import.meta.url));

/** The value a literal expression writes (strings, numbers, booleans, null, arrays, objects), or undefined. */
function literal(node: Node | undefined): unknown {
  if (!node) return undefined;
  if (node.type === 'Literal') return (node as Node & { value: unknown }).value;
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const value = literal(node.argument as Node);
    return typeof value === 'number' ? -value : undefined;
  }
  if (node.type === 'ArrayExpression') {
    const items = nodes(node.elements).map(literal);
    return items.length === (node.elements as unknown[]).length && !items.includes(undefined)
      ? items
      : undefined;
  }
  if (node.type !== 'ObjectExpression') return undefined;
  const entries: [string, unknown][] = [];
  for (const property of nodes(node.properties)) {
    const key = property.key as Node & { name?: string; value?: unknown };
    const name = key.name ?? (typeof key.value === 'string' ? key.value : undefined);
    const value = literal(property.value as Node);
    if (property.type !== 'Property' || name === undefined || value === undefined) return undefined;
    entries.push([name, value]);
  }
  return Object.fromEntries(entries);
}

/**
 * Recipes whose words share a chunk: one, so that the text of a chosen recipe comes alone, not with its
 * neighbours' or the whole file's (0.3–0.5 KB gzip a chunk; three a chunk cost the offline kitchen about
 * 1.4 KB more, decision 034).
 */
export const TEXT_GROUP = 1;

/**
 * A library file's JavaScript, split: the recipes packed without their description, steps' words and notes
 * (`library-pack.ts`: every other field stays, and the steps' timers come back with their words), plus
 * `loadLibraryText(at)`, which
 * imports the text of the file's recipe at that place in its list; and the
 * text itself, in chunks of `TEXT_GROUP` recipes, each `{ [recipe id]: [description, [step text…], notes?] }`,
 * the notes being the lines' notes the packing leaves out, by food (`notesOf`).
 * Null when the file is not one `export const … = [{ id: '…', description: '…', steps: [...] }, …]`
 * list written in literals.
 */
export function splitLibraryModule(
  code: string,
  textUrl: string,
): { recipes: string; texts: string[] } | null {
  const program = parseAst(code) as unknown as Node;
  const lists: { list: Node; packed: PackedRecipe[] }[] = [];
  const text: string[] = [];
  const source = (node: Node) => code.slice(node.start, node.end);
  for (const statement of nodes(program.body)) {
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of nodes(declaration.declarations)) {
      const list = declarator.init as Node | undefined;
      if (list?.type !== 'ArrayExpression') return null;
      const rows = literal(list) as LibraryRecipeRow[] | undefined;
      if (!rows) return null;
      lists.push({ list, packed: rows.map(packLibraryRow) });
      for (const [at, recipe] of nodes(list.elements).entries()) {
        if (recipe.type !== 'ObjectExpression') return null;
        const row = rows[at];
        if (!row) return null;
        const id = propertyNamed(recipe, 'id')?.value as Node | undefined;
        const description = propertyNamed(recipe, 'description')?.value as Node | undefined;
        const steps = propertyNamed(recipe, 'steps')?.value as Node | undefined;
        if (!isText(id) || !isText(description) || steps?.type !== 'ArrayExpression') return null;
        const texts = nodes(steps.elements).map(stepText);
        if (texts.length !== nodes(steps.elements).length || !texts.every(isText)) return null;
        const notes = notesOf(row);
        const noted = Object.keys(notes).length > 0 ? `, ${JSON.stringify(notes)}` : '';
        text.push(`${source(id)}: [${source(description)}, [${texts.map(source).join(', ')}]${noted}],`);
      }
    }
  }
  // One list a file: `loadLibraryText(at)` counts places in it (features/today/library-text.ts).
  if (text.length === 0 || lists.length !== 1) return null;
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += TEXT_GROUP) {
    chunks.push(`export default {\n${text.slice(at, at + TEXT_GROUP).join('\n')}\n};\n`);
  }
  let recipes = code;
  for (const { list, packed } of lists.sort((a, b) => b.list.start - a.list.start)) {
    recipes = `${recipes.slice(0, list.start)}unpackLibraryRows(${JSON.stringify(packed)})${recipes.slice(list.end)}`;
  }
  recipes = `import { unpackLibraryRows } from ${JSON.stringify(PACK_MODULE)};\n${recipes}`;
  // One loader a file, not one import a chunk: each static import would bring its hashed file name and
  // the bundler's preload wrapper into the kitchen chunk, 2.6 KB gzip for the library's 154 chunks.
  recipes += `\nexport const loadLibraryText = (at) => import(/* @vite-ignore */ \`${textUrl}-\${Math.floor(at / ${TEXT_GROUP})}.js\`);\n`;
  return { recipes, texts: chunks };
}

/**
 * In the web build, the text of each library file (descriptions and the words of the steps) moves to a
 * chunk of its own, loaded only for the recipes the device kitchen chose (`features/today/library-text.ts`,
 * decision 022): ranking reads a library recipe's ingredients, meals, tags and times, never its words or
 * the timers they name. The server, the tests and `vite dev` run the library as written.
 */
export function libraryTextSplit(): Plugin {
  const texts = new Map<string, string>();
  return {
    name: 'larder-library-text',
    apply: 'build',
    enforce: 'post',
    resolveId(id) {
      return id.startsWith(TEXT_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(TEXT_PREFIX)) return null;
      const text = texts.get(id);
      if (text === undefined) throw new Error(`${id}: its library file was not split`);
      return text;
    },
    transform(code, id) {
      const file = LIBRARY_FILE.exec(id)?.[1];
      if (!file) return null;
      const split = splitLibraryModule(code, `/${TEXT_DIR}/${file}`);
      if (!split) {
        this.warn(`${id}: not a list of library recipes; its text stays in the kitchen chunk`);
        return null;
      }
      split.texts.forEach((text, group) => {
        const textId = `${TEXT_PREFIX}${file}-${group}`;
        texts.set(textId, text);
        // A file of its own at a name that does not change: the server sends it `no-cache` (only
        // /assets/ is immutable) and the service worker precaches it by its revision.
        this.emitFile({
          type: 'chunk',
          id: textId,
          fileName: `${TEXT_DIR}/${file}-${group}.js`,
          preserveSignature: 'strict',
        });
      });
      return { code: split.recipes, map: null };
    },
  };
}
