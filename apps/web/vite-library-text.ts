import { type Plugin, parseAst } from 'vite';

/** The kitchen's library files: `packages/kitchen/src/library/<cuisine>.ts`. */
const LIBRARY_FILE = /[\\/]packages[\\/]kitchen[\\/]src[\\/]library[\\/]([\w-]+)\.ts$/;
const TEXT_PREFIX = '\0larder-library-text:';

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

/**
 * A library file's JavaScript, split in two: the recipes with their description and each step's text
 * emptied (steps, their timers and every other field stay), plus `loadLibraryText()`, which imports the
 * text; and the text itself, `{ [recipe id]: [description, [step text…]] }`. Null when the file is not an
 * `export const … = [{ id: '…', description: '…', steps: [...] }, …]` list of plain strings.
 */
export function splitLibraryModule(
  code: string,
  textModuleId: string,
): { recipes: string; text: string } | null {
  const program = parseAst(code) as unknown as Node;
  const cuts: Node[] = [];
  const text: string[] = [];
  const source = (node: Node) => code.slice(node.start, node.end);
  for (const statement of nodes(program.body)) {
    const declaration = statement.declaration as Node | undefined;
    if (statement.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of nodes(declaration.declarations)) {
      const list = declarator.init as Node | undefined;
      if (list?.type !== 'ArrayExpression') return null;
      for (const recipe of nodes(list.elements)) {
        if (recipe.type !== 'ObjectExpression') return null;
        const id = propertyNamed(recipe, 'id')?.value as Node | undefined;
        const description = propertyNamed(recipe, 'description')?.value as Node | undefined;
        const steps = propertyNamed(recipe, 'steps')?.value as Node | undefined;
        if (!isText(id) || !isText(description) || steps?.type !== 'ArrayExpression') return null;
        const texts = nodes(steps.elements).map(stepText);
        if (texts.length !== nodes(steps.elements).length || !texts.every(isText)) return null;
        text.push(`${source(id)}: [${source(description)}, [${texts.map(source).join(', ')}]],`);
        cuts.push(description, ...texts);
      }
    }
  }
  if (text.length === 0) return null;
  let recipes = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) {
    recipes = `${recipes.slice(0, cut.start)}""${recipes.slice(cut.end)}`;
  }
  recipes += `\nexport const loadLibraryText = () => import(${JSON.stringify(textModuleId)});\n`;
  return { recipes, text: `export default {\n${text.join('\n')}\n};\n` };
}

/**
 * In the web build, the text of each library file (descriptions and the words of the steps) moves to a
 * chunk of its own, loaded only for the recipes the device kitchen chose (`features/today/library-text.ts`,
 * decision 022): ranking reads a library recipe's ingredients, meals, tags, times and steps' timers, never
 * its words. The server, the tests and `vite dev` run the library as written.
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
