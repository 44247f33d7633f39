import { useMemo } from 'react';
import { qrShape } from './qr';

/** A QR code drawn as inline SVG; the label says what it encodes (the address is shown as text too). */
export function QrCode({ text, label, px = 192 }: { text: string; label: string; px?: number }) {
  const { size, path } = useMemo(() => qrShape(text), [text]);
  return (
    <svg
      className="usdt-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={px}
      height={px}
      shapeRendering="crispEdges"
    >
      {/* A QR code must stay dark-on-light in the dark theme too, or phones cannot read it. */}
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
