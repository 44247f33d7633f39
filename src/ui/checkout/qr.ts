import { encode } from 'uqr';

export interface QrShape {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One SVG path of every dark module, in module units. */
  path: string;
}

/**
 * The QR code of `text` as one SVG path (no third-party markup, so no HTML injection):
 * each dark run of a row becomes one rectangle. Error correction M survives a scuffed
 * screen and keeps a long ERC20 address at a scannable size.
 */
export function qrShape(text: string, border = 2): QrShape {
  const { data, size } = encode(text, { ecc: 'M', border });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, path };
}
