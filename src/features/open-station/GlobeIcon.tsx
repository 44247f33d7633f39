/**
 * The global station's icon, drawn inline: an emoji shows as an empty box on systems
 * without an emoji font. Decorative; the tile's text names it.
 */
export function GlobeIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="12" cy="12" r="9.2" />
        <ellipse cx="12" cy="12" rx="4" ry="9.2" />
        <path d="M3 12h18M4.5 7.2h15M4.5 16.8h15" />
      </g>
    </svg>
  );
}
