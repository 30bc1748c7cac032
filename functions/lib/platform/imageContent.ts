// What an uploaded image holds beyond its type: a raster image (PNG, JPEG, GIF, WebP, ICO) must end where its own
// structure ends (PNG's IEND chunk, JPEG's EOI marker, GIF's trailer, WebP's RIFF length, the last of an ICO's images),
// so no HTML or script rides after it (a polyglot); an SVG may hold no script, event handler, foreignObject or
// reference to anything outside itself. The uploads (case study images, the favicon) refuse what these find.

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp' | 'ico' | 'svg';

export type ImageProblem = 'trailingData' | 'unsafeSvg';

/** The raster types an upload is told by its first bytes. */
export type RasterType = 'png' | 'jpg' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** What the file is by its first bytes; undefined when it is none of PNG, JPEG, GIF or WebP. */
export function rasterType(bytes: Uint8Array): RasterType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + ((b[at + 3]! << 24) >>> 0);

/** PNG: the signature, then chunks (length, type, data, CRC) up to and including IEND. */
function pngEnd(b: Uint8Array): number | undefined {
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    at += 12 + length;
    if (type === 'IEND') return at <= b.length ? at : undefined;
  }
  return undefined;
}

/** JPEG: segments after SOI, the entropy-coded data after each SOS, up to and including EOI. */
function jpegEnd(b: Uint8Array): number | undefined {
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return undefined;
    while (b[at] === 0xff) at += 1;
    const marker = b[at];
    at += 1;
    if (marker === undefined) return undefined;
    if (marker === 0xd9) return at;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > b.length) return undefined;
    const length = u16be(b, at);
    if (length < 2) return undefined;
    at += length;
    if (marker === 0xda) {
      // Scan data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (at < b.length && !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7))) at += 1;
    }
  }
  return undefined;
}

/** GIF: header, screen descriptor and colour table, then extensions and images (each with its sub-blocks) up to the trailer. */
function gifEnd(b: Uint8Array): number | undefined {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  /** Past a run of data sub-blocks (a size byte, that many bytes) and its zero terminator. */
  const subBlocks = (from: number): number | undefined => {
    let at = from;
    while (at < b.length) {
      const size = b[at]!;
      at += 1 + size;
      if (size === 0) return at;
    }
    return undefined;
  };
  let at: number | undefined = 13 + colourTable(b[10] ?? 0);
  while (at !== undefined && at < b.length) {
    const block = b[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = subBlocks(at + 2);
    else if (block === 0x2c) at = at + 10 <= b.length ? subBlocks(at + 10 + colourTable(b[at + 9]!) + 1) : undefined;
    else return undefined;
  }
  return undefined;
}

/** WebP: a RIFF container, whose length field counts every byte after the first eight. */
function webpEnd(b: Uint8Array): number | undefined {
  return b.length >= 12 ? 8 + u32le(b, 4) : undefined;
}

/** ICO: a directory of images, each at an offset with a size; the file ends with the last of them. */
function icoEnd(b: Uint8Array): number | undefined {
  const count = u16le(b, 4);
  const directoryEnd = 6 + 16 * count;
  if (count === 0 || directoryEnd > b.length) return undefined;
  let end = directoryEnd;
  for (let i = 0; i < count; i += 1) {
    const size = u32le(b, 6 + 16 * i + 8);
    const offset = u32le(b, 6 + 16 * i + 12);
    if (offset < directoryEnd || size === 0) return undefined;
    end = Math.max(end, offset + size);
  }
  return end;
}

const END_OF: Record<Exclude<ImageKind, 'svg'>, (b: Uint8Array) => number | undefined> = { png: pngEnd, jpg: jpegEnd, gif: gifEnd, webp: webpEnd, ico: icoEnd };

/** The SVG's text with character references resolved, as an XML parser reads attribute values and text. */
function resolvedReferences(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi, (whole, hex?: string, dec?: string, name?: string) => {
    const code = hex ? parseInt(hex, 16) : dec ? parseInt(dec, 10) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return named[name!.toLowerCase()] ?? whole;
  });
}

/**
 * What may not be in an SVG the site serves: script and its ways in (a script element, an on* event handler, a
 * javascript: address, HTML in a foreignObject, an animation that rewrites an href), and any reference to something
 * outside the file (an href or url() that is not a #fragment of the file itself, an @import, an external entity or
 * stylesheet, iframes and embeds).
 */
const UNSAFE_SVG = [
  /<\s*(?:[\w-]+:)?(?:script|foreignobject|iframe|embed|object|handler|listener)\b/i,
  /[\s/"']on[a-z-]+\s*=/i,
  /javascript\s*:/i,
  /(?:^|[\s"'])(?:[\w-]+:)?href\s*=\s*(["'])\s*(?!#)/i,
  /url\s*\(\s*["']?\s*(?!#)/i,
  /@import/i,
  /<!ENTITY|<!DOCTYPE[^>]*\[/i,
  /<\?xml-stylesheet/i,
  /attributename\s*=\s*["']\s*(?:[\w-]+:)?href/i,
];

/** What is wrong with the upload's content beyond its type, or undefined when nothing is. */
export function imageProblem(bytes: Uint8Array, kind: ImageKind): ImageProblem | undefined {
  if (kind === 'svg') {
    const text = resolvedReferences(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
    return UNSAFE_SVG.some((pattern) => pattern.test(text)) ? 'unsafeSvg' : undefined;
  }
  // A structure that does not end exactly at the file's end: data after it, or a file cut short.
  return END_OF[kind](bytes) === bytes.length ? undefined : 'trailingData';
}
