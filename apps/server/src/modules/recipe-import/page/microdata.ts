/**
 * A recipe in HTML microdata: the first element with itemscope and an itemtype ending in /Recipe
 * (schema.org, or the older data-vocabulary.org that ZipList-era plugins used). Properties are read as
 * the microdata spec reads them (meta content, img src, time datetime, a nested itemscope as an item),
 * plus the `content` attribute that many plugins put on ordinary elements.
 */
import { collapseWhitespace } from './clean-text.ts';
import { nodeLines, nodeText } from './dom-text.ts';
import {
  attribute,
  type HtmlElement as Element,
  type HtmlNode,
  isElement,
  isText,
  type ParsedPage,
} from './html-tree.ts';
import { totalMinutes } from './iso-duration.ts';
import type { RecipeDraft } from './recipe-draft.ts';
import { stepsFromLines } from './recipe-steps.ts';
import { servingsFrom } from './recipe-yield.ts';

/** An item's properties in document order (an element with two names in itemprop appears twice). */
type Props = { name: string; el: Element }[];

const URL_TAGS: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
  embed: 'src',
  track: 'src',
  object: 'data',
};

const isScope = (el: Element) => attribute(el, 'itemscope') !== undefined;
const isRecipeType = (el: Element) =>
  (attribute(el, 'itemtype') ?? '').split(/\s+/).some((t) => /\/Recipe\/?$/i.test(t));

/** The properties of the item `scope`: descendants with itemprop, not looking inside nested items. */
function properties(scope: Element): Props {
  const props: Props = [];
  const stack = [...scope.childNodes].reverse();
  while (stack.length > 0) {
    const el = stack.pop();
    if (!el || !isElement(el)) continue;
    const names = attribute(el, 'itemprop');
    if (names) {
      for (const raw of names.trim().split(/\s+/)) {
        props.push({ name: raw.replace(/^.*[/#]/, '').toLowerCase(), el });
      }
    }
    if (isScope(el)) continue;
    for (let i = el.childNodes.length - 1; i >= 0; i--) stack.push(el.childNodes[i] as Element);
  }
  return props;
}

/** A text property's value: meta/`content`, time's datetime, else the element's text, collapsed. */
function textValue(el: Element): string {
  const content = attribute(el, 'content');
  if (content !== undefined && (el.tagName === 'meta' || content.trim() !== ''))
    return collapseWhitespace(content);
  if (el.tagName === 'time' && attribute(el, 'datetime')) return attribute(el, 'datetime') ?? '';
  if (el.tagName === 'data' || el.tagName === 'meter') return attribute(el, 'value') ?? '';
  return collapseWhitespace(nodeText(el));
}

function urlValue(el: Element): string | undefined {
  if (isScope(el)) {
    const inner = properties(el);
    const url = first(inner, 'url', 'contenturl');
    return url ? urlValue(url) : undefined;
  }
  const name = URL_TAGS[el.tagName];
  const url = (name && (attribute(el, name) || attribute(el, `data-${name}`))) || attribute(el, 'content');
  return url?.trim() || undefined;
}

/** The first element of the first of `names` (in order of preference) that the item has. */
const first = (props: Props, ...names: string[]) =>
  names.map((name) => props.find((prop) => prop.name === name)?.el).find(Boolean);
/** Every element with any of `names`, in document order. */
const all = (props: Props, ...names: string[]) => [
  ...new Set(props.filter((prop) => names.includes(prop.name)).map((prop) => prop.el)),
];

function authorName(el: Element | undefined): string | undefined {
  if (!el) return undefined;
  const name = isScope(el) ? first(properties(el), 'name') : el;
  return (name && textValue(name)) || undefined;
}

const EMPHASIS = new Set(['b', 'strong', 'u', 'h2', 'h3', 'h4', 'h5', 'h6']);
const hasText = (node: HtmlNode) =>
  isText(node) ? node.value.trim() !== '' : isElement(node) && node.childNodes.length > 0;

/**
 * Whether an ingredient element holds a group's name, not an ingredient ("Seasoning", "For the sauce:"):
 * short, without a number, and either ending in a colon, or written after a leading <br> or wholly in
 * bold/underlined text, as sites set a heading inside their list of ingredients.
 */
function isGroupHeading(el: Element, text: string): boolean {
  if (text.length > 30 || /[\d¼-¾⅐-⅞]/.test(text)) return false;
  if (/[:：]$/.test(text)) return true;
  // Down through the only child that carries text (a <br> before any text counts as leading).
  let node: Element = el;
  for (let depth = 0; depth < 8; depth++) {
    const first = node.childNodes.find(
      (child) => hasText(child) || (isElement(child) && child.tagName === 'br'),
    );
    if (!first || !isElement(first)) return false;
    if (first.tagName === 'br') return true;
    if (node.childNodes.filter(hasText).length > 1) return false;
    if (EMPHASIS.has(first.tagName)) return true;
    node = first;
  }
  return false;
}

/** The ingredient lines of the item's ingredient elements, group headings left out. */
function ingredientLines(elements: Element[]): string[] {
  const lines: string[] = [];
  for (const el of elements) {
    const line = textValue(el);
    if (line !== '' && (el.tagName === 'meta' || !isGroupHeading(el, line))) lines.push(line);
  }
  return lines;
}

/** The steps in instruction elements: a nested HowToStep/HowToSection item, or lines of markup. */
function steps(elements: Element[], depth = 0): string[] {
  const lines: string[] = [];
  for (const el of elements) {
    if (isScope(el)) {
      const inner = properties(el);
      const parts = all(inner, 'itemlistelement', 'step');
      const text = first(inner, 'text');
      if (parts.length > 0 && depth < 6) for (const step of steps(parts, depth + 1)) lines.push(step);
      else lines.push(collapseWhitespace(text ? nodeText(text) : nodeText(el)));
    } else if (el.tagName === 'meta') lines.push(textValue(el));
    else for (const line of nodeLines(el)) lines.push(collapseWhitespace(line));
  }
  return stepsFromLines(lines.filter((line) => line !== ''));
}

/** The draft the page's microdata Recipe makes, or null when it has none. */
export function draftFromMicrodata(page: ParsedPage): RecipeDraft | null {
  const scope = page.elements.find((el) => isScope(el) && isRecipeType(el));
  if (!scope) return null;
  const props = properties(scope);
  const read = (...names: string[]) => {
    const el = first(props, ...names);
    return el ? textValue(el) : undefined;
  };
  const image = first(props, 'image', 'photo', 'thumbnailurl');
  return {
    title: read('name', 'headline') ?? '',
    description: read('description', 'summary') || undefined,
    ingredients: ingredientLines(all(props, 'recipeingredient', 'ingredients', 'ingredient')),
    steps: steps(all(props, 'recipeinstructions', 'instructions')),
    servings: servingsFrom(read('recipeyield', 'yield', 'servings')),
    totalMinutes: totalMinutes(read('totaltime', 'duration'), read('preptime'), read('cooktime')),
    image: image ? urlValue(image) : undefined,
    author: authorName(first(props, 'author', 'creator')),
  };
}
