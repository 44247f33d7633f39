import { crc32, deflateSync } from 'node:zlib';

/** Small valid pictures and template packs for the tests of template management. */

/** A real PNG of `w`×`h` pixels of one colour (8-bit RGB), made by hand with node:zlib. */
export function png(w: number, h: number, rgb: [number, number, number] = [200, 40, 60]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Only a PNG's header, stating `w`×`h`: what a decompression bomb or a lying file starts with. */
export const pngHeaderOnly = (w: number, h: number) => png(w, h).subarray(0, 33);

export interface PackTemplateSpec {
  key: string;
  names: Record<string, string>;
  category: string;
  markets: string[];
  tags?: string[];
  design: { layout: string; palette: { color1: string; color2: string; color3: string } };
  images?: { thumbnail?: string; preview?: string };
}

export const template = (key: string, over: Partial<PackTemplateSpec> = {}): PackTemplateSpec => ({
  key,
  names: { en: `Pack ${key}`, zh: `模板 ${key}` },
  category: 'slots',
  markets: ['VN', 'global'],
  tags: ['gold'],
  design: { layout: 'classic', palette: { color1: '#0b0d17', color2: '#f5b301', color3: '#ffe08a' } },
  images: { thumbnail: `images/${key}-thumb.png`, preview: `images/${key}-preview.png` },
  ...over,
});

/** A pack folder as the console sends it: pack.json and each template's pictures, base64. */
export function packFiles(name: string, templates: PackTemplateSpec[], extra: Record<string, Buffer> = {}) {
  const files: Record<string, Buffer> = {
    'pack.json': Buffer.from(JSON.stringify({ format: 1, name, templates }, null, 2)),
  };
  templates.forEach((t, i) => {
    if (t.images?.thumbnail) files[t.images.thumbnail] = png(320, 200, [i * 40, 120, 200]);
    if (t.images?.preview) files[t.images.preview] = png(480, 640, [200, i * 40, 90]);
  });
  Object.assign(files, extra);
  return Object.entries(files).map(([n, data]) => ({ name: n, data: data.toString('base64') }));
}
