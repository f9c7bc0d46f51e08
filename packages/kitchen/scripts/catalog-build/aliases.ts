/**
 * Expands a source alias list: items separated by `|`, where `word(s)` and `word(es)` give both
 * the singular and the plural. "scallion(s) | green onion(s)" → scallion, scallions, green onion, green onions.
 */
export function expandAliases(text: string | undefined): string[] {
  if (!text) return [];
  const names: string[] = [];
  for (const item of text.split('|')) {
    const trimmed = item.trim().replace(/\s+/g, ' ');
    const plural = /^(.*)\((e?s)\)$/.exec(trimmed);
    if (plural?.[1] && plural[2]) names.push(plural[1], plural[1] + plural[2]);
    else if (trimmed) names.push(trimmed);
  }
  return names;
}
