/** node-postgres returns `{rows}`, PGlite's drizzle driver returns `{rows}` too; be tolerant of both shapes. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
