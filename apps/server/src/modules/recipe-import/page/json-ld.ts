/**
 * The schema.org Recipe in a page's JSON-LD: every <script type="application/ld+json"> block, read
 * leniently (one retry without raw control characters, trailing commas and comment wrappers), searched
 * through @graph, top-level arrays, nested mainEntity and any other nesting, with an @id index so that
 * references such as `"author": {"@id": "…#/schema/person/1"}` can be followed.
 */
import { attribute, type ParsedPage, rawText } from './html-tree.ts';

export type JsonObject = Record<string, unknown>;

export interface JsonLdFindings {
  recipe: JsonLdRecipe | null;
  /** The @types of the page's top-level things (without vocabulary prefix): "WebPage", "HowTo"… */
  types: Set<string>;
}

export interface JsonLdRecipe {
  recipe: JsonObject;
  /** Looks an object up by @id (a bare `{ "@id": … }` reference becomes the object it names). */
  resolve: (value: unknown) => unknown;
}

const MAX_DEPTH = 40;
const MAX_NODES = 50_000;

/** Raw control characters (a raw newline or tab inside a JSON string makes it invalid) as spaces. */
function controlCharactersAsSpaces(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x20) {
      out += `${text.slice(start, i)} `;
      start = i + 1;
    }
  }
  return out + text.slice(start);
}

/** JSON.parse, else once more after removing what commonly breaks site JSON-LD; undefined if both fail. */
export function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const cleaned = controlCharactersAsSpaces(text)
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|\/\*\s*<!\[CDATA\[\s*\*\/)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>|\/\*\s*\]\]>\s*\*\/)\s*$/, '')
      .replace(/,(\s*[}\]])/g, '$1')
      .trim();
    try {
      return JSON.parse(cleaned);
    } catch {
      return undefined;
    }
  }
}

/** The parsed value of every JSON-LD block on the page, in page order (blocks that do not parse skipped). */
export function jsonLdBlocks(page: ParsedPage): unknown[] {
  const blocks: unknown[] = [];
  for (const script of page.elements) {
    if (script.tagName !== 'script' || !(attribute(script, 'type') ?? '').toLowerCase().includes('ld+json'))
      continue;
    const value = parseLenient(rawText(script).trim());
    if (value !== undefined) blocks.push(value);
  }
  return blocks;
}

/** The type names of a node, without any vocabulary prefix ("http://schema.org/Recipe" → "Recipe"). */
export function typesOf(node: JsonObject): string[] {
  const type = node['@type'] ?? node.type;
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.trim().replace(/^.*[/:#]/, ''));
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Walked = { objects: JsonObject[]; topTypes: Set<string>; byId: Map<string, JsonObject> };
type Entry = { value: unknown; depth: number; top: boolean };

/**
 * Every object in the blocks, depth first in document order, with an @id index and the types of the
 * page's own top-level things (a block, a member of a top-level array or @graph, a mainEntity).
 */
function walk(blocks: unknown[]): Walked {
  const walked: Walked = { objects: [], topTypes: new Set(), byId: new Map() };
  const stack: Entry[] = blocks.map((value) => ({ value, depth: 0, top: true })).reverse();
  while (stack.length > 0 && walked.objects.length < MAX_NODES) {
    const { value, depth, top } = stack.pop() as Entry;
    if (depth > MAX_DEPTH) continue;
    let children: Entry[] = [];
    if (Array.isArray(value)) children = value.map((item) => ({ value: item, depth: depth + 1, top }));
    else if (isObject(value)) {
      walked.objects.push(value);
      if (top) for (const type of typesOf(value)) walked.topTypes.add(type);
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length > 1 && !walked.byId.has(id))
        walked.byId.set(id, value);
      children = Object.entries(value).map(([key, item]) => ({
        value: item,
        depth: depth + 1,
        top: key === '@graph' || key === 'mainEntity',
      }));
    }
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as Entry;
      if (typeof child.value === 'object' && child.value !== null) stack.push(child);
    }
  }
  return walked;
}

const hasIngredients = (node: JsonObject) => {
  const list = node.recipeIngredient ?? node.ingredients;
  return (Array.isArray(list) && list.length > 0) || (typeof list === 'string' && list.trim() !== '');
};

/** The page's Recipe (the first one with ingredients, else the first one) and the types it names. */
export function readJsonLd(page: ParsedPage): JsonLdFindings {
  const { objects, topTypes: types, byId } = walk(jsonLdBlocks(page));
  const recipes = objects.filter((node) => typesOf(node).includes('Recipe'));
  const recipe = recipes.find(hasIngredients) ?? recipes[0];
  if (!recipe) return { recipe: null, types };
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
      return byId.get(value['@id']) ?? value;
    }
    return value;
  };
  return { recipe: { recipe, resolve }, types };
}
