// A chat photo without its metadata: EXIF (with GPS), XMP, IPTC, comments and text chunks removed from a JPEG, PNG or
// WebP, the image data itself copied byte for byte, so nothing about where or when it was taken is stored or sent.
export type PhotoKind = 'jpg' | 'png' | 'webp';

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + ((b[at + 3]! << 24) >>> 0);
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** The file is not the structure its type says (cut short, or a length that runs past its end). */
export class MalformedPhoto extends Error {}

/**
 * JPEG segments kept: APP0 (JFIF), APP2 only as an ICC colour profile, APP14 (Adobe's colour transform); every other
 * application segment (APP1 EXIF and XMP, APP13 IPTC, the makers' own) and comments (COM) go.
 */
function keepJpegSegment(marker: number, b: Uint8Array, at: number): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0 || marker === 0xee) return true;
  return marker === 0xe2 && ascii(b, at + 4, 12) === 'ICC_PROFILE\0';
}

function stripJpeg(b: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) throw new MalformedPhoto('JPEG segment expected');
    let markerAt = at;
    while (b[markerAt + 1] === 0xff) markerAt += 1;
    const marker = b[markerAt + 1];
    if (marker === undefined) throw new MalformedPhoto('JPEG cut short');
    if (marker === 0xd9) {
      out.push(b.subarray(markerAt, markerAt + 2));
      return Buffer.concat(out);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(b.subarray(markerAt, markerAt + 2));
      at = markerAt + 2;
      continue;
    }
    if (markerAt + 4 > b.length) throw new MalformedPhoto('JPEG cut short');
    const length = u16be(b, markerAt + 2);
    let end = markerAt + 2 + length;
    if (length < 2 || end > b.length) throw new MalformedPhoto('JPEG segment runs past the end');
    if (marker === 0xda) {
      // The scan's data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (end < b.length && !(b[end] === 0xff && b[end + 1] !== 0x00 && !(b[end + 1]! >= 0xd0 && b[end + 1]! <= 0xd7))) end += 1;
    }
    if (keepJpegSegment(marker, b, markerAt)) out.push(b.subarray(markerAt, end));
    at = end;
  }
  throw new MalformedPhoto('JPEG without an end');
}

/** PNG chunks that carry metadata: EXIF, the three text kinds (XMP rides in iTXt) and the modification time. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

function stripPng(b: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length) throw new MalformedPhoto('PNG chunk runs past the end');
    if (!PNG_METADATA.has(type)) out.push(b.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw new MalformedPhoto('PNG without an end');
}

/** VP8X's flags for the EXIF and XMP chunks, cleared when the chunks go. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(b: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let at = 12;
  const end = Math.min(b.length, 8 + u32le(b, 4));
  while (at + 8 <= end) {
    const type = ascii(b, at, 4);
    const size = u32le(b, at + 4);
    const next = at + 8 + size + (size % 2);
    if (at + 8 + size > end) throw new MalformedPhoto('WebP chunk runs past the end');
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = Buffer.from(b.subarray(at, Math.min(next, end)));
      if (type === 'VP8X') chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    at = next;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.from(b.subarray(0, 12));
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}

const STRIP: Record<PhotoKind, (b: Uint8Array) => Uint8Array> = { jpg: stripJpeg, png: stripPng, webp: stripWebp };

/** The photo without its metadata (the same bytes when it had none); MalformedPhoto when its structure is broken. */
export function withoutMetadata(bytes: Uint8Array, kind: PhotoKind): Uint8Array {
  return STRIP[kind](bytes);
}
