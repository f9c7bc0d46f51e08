import { jsonLdText } from '@larder/domain/recipe-json-ld';

/**
 * Puts the JSON-LD in the head as `<script type="application/ld+json">`, made with DOM calls. It is
 * data, not code: the browser never runs it, so the CSP's `script-src 'self'` does not apply.
 */
export function addJsonLd(data: Record<string, unknown>): () => void {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = jsonLdText(data);
  document.head.append(script);
  return () => script.remove();
}
