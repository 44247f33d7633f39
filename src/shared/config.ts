/**
 * Site behaviour switches an operator may change at build time. Isomorphic: the
 * browser bundle reads these as constants, so a disabled feature costs nothing.
 */
export const siteConfig = {
  antiScraping: {
    /** Off: no visitor is ever blocked and developer tools are not watched. */
    enabled: true,
    /** Outer − inner window size above which developer tools are reported open (spec §4). */
    devtoolsGapPx: 160,
    devtoolsCheckMs: 500,
  },
} as const;
