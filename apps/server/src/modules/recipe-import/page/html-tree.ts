/**
 * Parsing HTML the way a browser does, with parse5 (spec-compliant, and linear even on pathological
 * nesting that makes other parsers quadratic), and walking its tree without recursion. Parsing never
 * runs the page's scripts: a <script> is only an element holding a text node here.
 */
import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;
type TextNode = DefaultTreeAdapterTypes.TextNode;

/** A parsed page and all its elements in document order (walked once, shared by the readers). */
export interface ParsedPage {
  doc: HtmlDocument;
  elements: HtmlElement[];
}

export const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;
export const isText = (node: HtmlNode): node is TextNode => node.nodeName === '#text';

/** A node's children (none for text and comments; a <template>'s content is not its children). */
export const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);

/** An attribute's value, or undefined. */
export function attribute(el: HtmlElement, name: string): string | undefined {
  for (const attr of el.attrs) if (attr.name === name) return attr.value;
  return undefined;
}

/** Every element under `root`, in document order. */
export function elementsOf(root: HtmlNode): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (isElement(node)) elements.push(node);
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
  return elements;
}

/** A whole HTML document. */
export function parsePage(html: string): ParsedPage {
  const doc = parse(html);
  return { doc, elements: elementsOf(doc) };
}

/** An HTML snippet (as JSON-LD strings carry), as the root of its nodes. */
export function parseSnippet(html: string): HtmlNode {
  return parseFragment(html);
}

/** All the text under `node`, as is (for <script> and <title> content). */
export function rawText(node: HtmlNode): string {
  let text = '';
  const stack: HtmlNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as HtmlNode;
    if (isText(current)) text += current.value;
    const children = childrenOf(current);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
  return text;
}
