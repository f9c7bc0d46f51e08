/**
 * Reading text out of parsed HTML as a reader sees it: script-like elements skipped, block elements and
 * <br> ending lines. Iterative (an explicit stack), so deep pages cannot overflow the call stack.
 */
import { childrenOf, type HtmlElement, type HtmlNode, isElement, isText } from './html-tree.ts';

/** Elements whose content is never shown as text. */
export const HIDDEN_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'head',
]);

const BLOCK_TAGS = new Set(
  [
    'address article aside blockquote dd details div dl dt fieldset figcaption figure footer form header hr',
    'h1 h2 h3 h4 h5 h6 li main nav ol p pre section summary table tbody td th thead tr ul',
  ]
    .join(' ')
    .split(' '),
);

type Step = { node: HtmlNode; leaving: boolean };

/**
 * The lines of text under `root`: a block element or <br> ends a line. With `newlineBreaks`, a newline in
 * text ends a line too (JSON strings mean it so); otherwise it is plain whitespace, as in a browser.
 * `root` may be a run of sibling nodes. Lines are returned raw (not collapsed): callers clean them.
 */
export function nodeLines(root: HtmlNode | HtmlNode[], newlineBreaks = false): string[] {
  const lines: string[] = [];
  let current = '';
  const endLine = () => {
    if (current.trim() !== '') lines.push(current);
    current = '';
  };
  const roots = Array.isArray(root) ? root : [root];
  const stack: Step[] = roots.map((node) => ({ node, leaving: false })).reverse();
  while (stack.length > 0) {
    const { node, leaving } = stack.pop() as Step;
    if (isText(node)) {
      if (!newlineBreaks) current += node.value;
      else {
        node.value.split(/\r\n|\r|\n/).forEach((part, index) => {
          if (index > 0) endLine();
          current += part;
        });
      }
      continue;
    }
    const name = isElement(node) ? node.tagName : '';
    if (HIDDEN_TAGS.has(name)) continue;
    if (name === 'br') {
      endLine();
      continue;
    }
    const block = BLOCK_TAGS.has(name);
    if (block) endLine();
    if (leaving) continue;
    const children = childrenOf(node);
    if (children.length === 0) continue;
    if (block) stack.push({ node, leaving: true });
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i] as HtmlNode, leaving: false });
  }
  endLine();
  return lines;
}

/** All the text under `root` as one line, script-like elements skipped (not collapsed). */
export function nodeText(root: HtmlNode | HtmlNode[]): string {
  return nodeLines(root).join(' ');
}

/**
 * The text under `root` when it is at most `limit` characters long (raw, before collapsing) and spread
 * over at most `maxNodes` nodes, else undefined: stops early, so checking every element stays linear.
 */
export function shortText(root: HtmlElement, limit: number, maxNodes = 16): string | undefined {
  if (root.childNodes.length > maxNodes) return undefined;
  let text = '';
  let nodes = 0;
  const stack: HtmlNode[] = [];
  for (let i = root.childNodes.length - 1; i >= 0; i--) stack.push(root.childNodes[i] as HtmlNode);
  while (stack.length > 0) {
    if (++nodes > maxNodes) return undefined;
    const node = stack.pop() as HtmlNode;
    if (isText(node)) {
      text += node.value;
      if (text.length > limit) return undefined;
    } else if (isElement(node) && !HIDDEN_TAGS.has(node.tagName)) {
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i] as HtmlNode);
    }
  }
  return text;
}
