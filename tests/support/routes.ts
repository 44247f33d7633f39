/**
 * The API routes the app really answers, read from Hono's own router table (`app.routes`) and
 * written as OpenAPI writes them (`GET /api/order/{id}`): what "every route" means in a test,
 * however the routes are declared. Middleware (`ALL`, `*`) is not a route.
 */
export function apiRoutes(app: { routes: readonly { method: string; path: string }[] }): string[] {
  const out = new Set<string>();
  for (const r of app.routes) {
    // The API, and the design API each site's console carries (cookie-scoped under its path).
    const api = r.path.startsWith('/api/') || r.path.includes('/console/api/');
    if (!api || r.path.includes('*') || r.method === 'ALL') continue;
    out.add(`${r.method} ${r.path.replace(/:(\w+)(\{[^/]*\})?/g, '{$1}')}`);
  }
  return [...out].sort();
}
