/**
 * What a page's <head> says about itself: canonical URL, og:url, og:title, <title>; and URL resolution
 * against the page's address.
 */
import { collapseWhitespace } from './clean-text.ts';
import { attribute, type ParsedPage, rawText } from './html-tree.ts';

export interface PageMeta {
  /** <base href>: what the page's relative links are relative to. */
  base?: string | undefined;
  canonical?: string | undefined;
  ogUrl?: string | undefined;
  ogTitle?: string | undefined;
  title?: string | undefined;
}

/** `value` as an absolute http(s) URL, resolved against `base`; undefined when it cannot be. */
export function absoluteUrl(value: string | undefined, base: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  try {
    const url = base
      ? new URL(trimmed, base)
      : new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The head's <base>, canonical link, og:url, og:title and <title> (the first of each). */
export function readPageMeta(page: ParsedPage): PageMeta {
  const meta: PageMeta = {};
  for (const el of page.elements) {
    if (el.tagName === 'title') {
      meta.title ??= collapseWhitespace(rawText(el)) || undefined;
    } else if (el.tagName === 'base') {
      meta.base ??= attribute(el, 'href')?.trim() || undefined;
    } else if (el.tagName === 'link') {
      const rel = (attribute(el, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('canonical')) meta.canonical ??= attribute(el, 'href')?.trim() || undefined;
    } else if (el.tagName === 'meta') {
      const property = (attribute(el, 'property') ?? attribute(el, 'name') ?? '').toLowerCase();
      const content = attribute(el, 'content')?.trim() || undefined;
      if (property === 'og:url') meta.ogUrl ??= content;
      if (property === 'og:title') meta.ogTitle ??= content && collapseWhitespace(content);
    }
  }
  return meta;
}

/** A page title without its site name: "Best Pancakes | Sunny Kitchen" → "Best Pancakes". */
export function withoutSiteSuffix(title: string): string {
  let cut = -1;
  for (const match of title.matchAll(/\s+[|–—·»-]\s+/g)) cut = match.index;
  return (cut > 0 ? title.slice(0, cut) : title).trim();
}
