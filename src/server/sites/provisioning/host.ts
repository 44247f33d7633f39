/**
 * Where generated sites go. The default keeps them on this platform (their published
 * versions are stored in `site_files` and served under `/s/<slug>/`); a real hosting
 * target implements the same interface and returns its own addresses.
 */
export interface SiteHost {
  publish(site: { id: number; slug: string }): Promise<{ domain: string; backendUrl: string }>;
}

export function platformHost(baseUrl: string): SiteHost {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async publish(site) {
      return { domain: `${base}/${site.slug}/`, backendUrl: `${base}/${site.slug}/console` };
    },
  };
}
