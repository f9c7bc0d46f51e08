/**
 * A page read once, in document order, as a reader skims it: headings, list items (table rows too) and
 * lines of running text. A line that is only a section name ("Ingredients:", "Method") counts as a
 * heading, as classic WordPress and Blogger posts write them in bold; footers, sidebars and comment
 * threads end whatever section is open.
 */
import { collapseWhitespace } from './clean-text.ts';
import { HIDDEN_TAGS, nodeLines, nodeText, shortText } from './dom-text.ts';
import {
  attribute,
  type HtmlElement as Element,
  type HtmlDocument,
  type HtmlNode,
  isElement,
  isText,
} from './html-tree.ts';

export type Event =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'para'; lines: string[] };

export const INGREDIENTS =
  /^(?:recipe\s+|the\s+)?(?:ingredients?|ingredient list|what you(?:'|’)?ll need|you(?:'|’)?ll need|you will need|what you need|zutaten|ingrédients|ingredienti|ingredientes|ingrediënten|ingredienser|składniki|malzemeler|ингредиенты|材料|用料|재료)/i;
export const STEPS =
  /^(?:recipe\s+|the\s+)?(?:instructions?|method|directions?|steps|preparation|how to make|zubereitung|anleitung|préparation|preparazione|procedimento|elaboración|preparación|instrucciones|modo de preparo|bereiding|gör så här|przygotowanie|hazırlanışı|приготовление|作り方|手順|做法|步骤|만드는\s*법|조리\s*(?:법|순서))/i;
const SKIPPED = new Set([...HIDDEN_TAGS, 'nav', 'button', 'select', 'textarea']);
const PSEUDO_HEADINGS = new Set(['div', 'strong', 'b', 'dt', 'span']);
const INLINE = new Set(
  'a abbr b bdi bdo br cite code data dfn em font i img input kbd label mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);
/** Elements that end whatever section is open (a site footer or sidebar is never part of a recipe). */
const BOUNDARIES = new Set(['footer', 'aside']);
/** The level given to a heading that is only bold text: any real heading ends its section. */
export const HEADING_LEVEL = 7;
const COMMENTS = /\bcomments?(?:-area|-list|s-section)?\b/i;

/** A comment thread (its id or class says so): readers' comments are never part of a recipe. */
const isComments = (el: Element) =>
  COMMENTS.test(`${attribute(el, 'id') ?? ''} ${attribute(el, 'class') ?? ''}`);

const headingText = (text: string) => collapseWhitespace(text).replace(/\s*[:：]$/, '');
/** A short line that is only a section name ("Ingredients", "Method:", "Zutaten für 4 Personen"). */
const isSection = (text: string) =>
  text.length <= 40 && !/[.,;!?]$/.test(text) && (INGREDIENTS.test(text) || STEPS.test(text));

/** Lines of running text as events: a line that is only a section name becomes a heading. */
function pushLines(events: Event[], lines: string[]): void {
  let para: string[] = [];
  for (const raw of lines) {
    const line = collapseWhitespace(raw);
    if (!line) continue;
    const heading = headingText(line);
    if (isSection(heading)) {
      if (para.length > 0) events.push({ kind: 'para', lines: para });
      para = [];
      events.push({ kind: 'heading', level: HEADING_LEVEL, text: heading });
    } else para.push(line);
  }
  if (para.length > 0) events.push({ kind: 'para', lines: para });
}

const isInline = (node: HtmlNode) => isText(node) || (isElement(node) && INLINE.has(node.tagName));

/** The page's headings, list items (their own text, nested lists apart) and lines of text, in order. */
export function readEvents(doc: HtmlDocument): Event[] {
  const events: Event[] = [];
  // An entry is an element to visit, or a run of inline nodes (text between blocks) to read as lines.
  const stack: (Element | HtmlNode[])[] = [];
  const visitChildren = (children: HtmlNode[]) => {
    const entries: (Element | HtmlNode[])[] = [];
    let run: HtmlNode[] = [];
    for (const child of children) {
      if (isInline(child)) run.push(child);
      else {
        if (run.length > 0) entries.push(run);
        run = [];
        if (isElement(child)) entries.push(child);
      }
    }
    if (run.length > 0) entries.push(run);
    for (let i = entries.length - 1; i >= 0; i--) stack.push(entries[i] as Element | HtmlNode[]);
  };
  visitChildren(doc.childNodes);
  while (stack.length > 0) {
    const entry = stack.pop() as Element | HtmlNode[];
    if (Array.isArray(entry)) {
      pushLines(events, nodeLines(entry));
      continue;
    }
    const el = entry;
    if (SKIPPED.has(el.tagName)) continue;
    if (BOUNDARIES.has(el.tagName) || isComments(el)) events.push({ kind: 'heading', level: 0, text: '' });
    const heading = /^h([1-6])$/.exec(el.tagName);
    if (heading) {
      events.push({ kind: 'heading', level: Number(heading[1]), text: headingText(nodeText(el)) });
    } else if (el.tagName === 'tr') {
      const cells = el.childNodes.filter((c) => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'));
      events.push({ kind: 'item', text: collapseWhitespace(cells.map((c) => nodeText(c)).join(' ')) });
    } else if (el.tagName === 'li') {
      const nested = (c: HtmlNode) => isElement(c) && (c.tagName === 'ul' || c.tagName === 'ol');
      const own = el.childNodes.filter((c) => !nested(c));
      events.push({ kind: 'item', text: collapseWhitespace(own.map((c) => nodeText(c)).join('')) });
      const lists = el.childNodes.filter(nested) as Element[];
      for (let i = lists.length - 1; i >= 0; i--) stack.push(lists[i] as Element);
    } else if (el.tagName === 'p') {
      pushLines(events, nodeLines(el));
    } else {
      const text = PSEUDO_HEADINGS.has(el.tagName) ? headingText(shortText(el, 200) ?? '') : '';
      if (text && isSection(text)) events.push({ kind: 'heading', level: HEADING_LEVEL, text });
      else visitChildren(el.childNodes);
    }
  }
  return events;
}
