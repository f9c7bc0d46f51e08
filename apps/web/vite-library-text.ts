import { type Plugin, parseAst } from 'vite';

/** The kitchen's library files: `packages/kitchen/src/library/<cuisine>.ts`. */
const LIBRARY_FILE = /[\\/]packages[\\/]kitchen[\\/]src[\\/]library[\\/]([\w-]+)\.ts$/;
const TEXT_PREFIX = '\0larder-library-text:';

/** The fields a library recipe's ranking never reads: they come only with the chosen recipes. */
const TEXT_FIELDS = ['description', 'steps'] as const;

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

/**
 * A library file's JavaScript, split in two: the recipes with an empty description and no steps, plus
 * `loadLibraryText()`, which imports the text; and the text itself, `{ [recipe id]: [description, steps] }`
 * in the library's own row format. Null when the file is not an `export const … = [{ id: '…', … }]` list.
 */
export function splitLibraryModule(
  code: string,
  textModuleId: string,
): { recipes: string; text: string } | null {
  const program = parseAst(code) as unknown as Node;
  const cuts: { start: number; end: number; with: string }[] = [];
  const text: string[] = [];
  for (const statement of nodes(program.body)) {
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of nodes(declaration.declarations)) {
      const list = declarator.init as Node | undefined;
      if (list?.type !== 'ArrayExpression') return null;
      for (const recipe of nodes(list.elements)) {
        const id = (propertyNamed(recipe, 'id')?.value as Node & { value?: unknown }) ?? undefined;
        const fields = TEXT_FIELDS.map((name) => propertyNamed(recipe, name)?.value as Node | undefined);
        if (recipe.type !== 'ObjectExpression' || typeof id?.value !== 'string' || fields.some((f) => !f)) {
          return null;
        }
        const [description, steps] = fields as [Node, Node];
        text.push(
          `${JSON.stringify(id.value)}: [${code.slice(description.start, description.end)}, ${code.slice(steps.start, steps.end)}],`,
        );
        cuts.push({ ...description, with: '""' }, { ...steps, with: '[]' });
      }
    }
  }
  if (text.length === 0) return null;
  let recipes = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) {
    recipes = recipes.slice(0, cut.start) + cut.with + recipes.slice(cut.end);
  }
  recipes += `\nexport const loadLibraryText = () => import(${JSON.stringify(textModuleId)});\n`;
  return { recipes, text: `export default {\n${text.join('\n')}\n};\n` };
}

/**
 * In the web build, each library file's descriptions and steps move to a chunk of their own, loaded only
 * for the recipes the device kitchen chose (`features/today/library-text.ts`, decision 022): ranking reads
 * a library recipe's ingredients, meals, tags and times, never its text. The server and the tests run
 * the library as written.
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
      const split = splitLibraryModule(code, `${TEXT_PREFIX}${file}`);
      if (!split) {
        this.warn(`${id}: not a list of library recipes; its text stays in the kitchen chunk`);
        return null;
      }
      texts.set(`${TEXT_PREFIX}${file}`, split.text);
      return { code: split.recipes, map: null };
    },
  };
}
