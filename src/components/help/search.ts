/** Text normalisation for the help search: case- and accent-insensitive, whitespace-collapsed. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every word of the query must occur in the text (so "usdt fee" finds an answer mentioning both). */
export function matches(haystack: string, query: string): boolean {
  const words = normalize(query).split(' ').filter(Boolean);
  return words.every((w) => haystack.includes(w));
}
