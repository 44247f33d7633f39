export type Block = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

/** Splits a legal section body into paragraphs and "- " bullet lists. */
export function blocks(body: string): Block[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) return { kind: 'list', items: lines.map((l) => l.slice(2)) };
      return { kind: 'p', text: lines.join(' ') };
    });
}
