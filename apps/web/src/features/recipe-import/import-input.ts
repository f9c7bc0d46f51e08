import type { ImportRequest } from '@larder/domain/api/recipe-import';

/**
 * What the cook pasted, as the importer's body: a page's HTML when it looks like markup (a page copied
 * from the share sheet or "view source"), otherwise a link; with the collection chosen.
 */
export function importBodyFor(pasted: string, collectionId: string | null): ImportRequest {
  const text = pasted.trim();
  const looksLikeHtml = /^<|<\/?(html|head|body|script|div|p|h1)\b/i.test(text);
  const link = looksLikeHtml ? null : /^www\./i.test(text) ? `https://${text}` : text;
  return {
    ...(link === null ? { html: text } : { url: link }),
    ...(collectionId ? { collectionId } : {}),
  };
}
