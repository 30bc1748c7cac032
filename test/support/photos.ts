// Chat photos carrying the metadata the server must remove, built from their structures for the photo tests: a JPEG
// with EXIF holding GPS coordinates (APP1), XMP (APP1), IPTC (APP13) and a comment; a PNG with eXIf and text chunks; a
// WebP with EXIF and XMP chunks flagged in its VP8X header. Each image's own data is the small images' (support/images).
import { jpeg, jpegSegment as segment, png, pngChunk as chunk, webp } from './images';

/** Text every fixture's metadata holds somewhere, which no stored or sent copy may. */
export const METADATA_MARKS = ['Exif', 'GPS', 'exif', 'XMP', 'secret-location'] as const;

/** The coordinates the JPEG's EXIF says it was taken at (51° 30' 12.34" N), as their rational numbers' bytes. */
const LATITUDE = [51, 1, 30, 1, 1234, 100];

/** EXIF (big-endian TIFF): IFD0 with only a GPSInfo pointer; the GPS IFD with GPSLatitudeRef 'N' and GPSLatitude. */
export function exifWithGps(): Buffer {
  const b = Buffer.alloc(8 + 2 + 12 + 4 + 2 + 24 + 4 + 24);
  b.write('MM', 0, 'latin1');
  b.writeUInt16BE(42, 2);
  b.writeUInt32BE(8, 4);
  b.writeUInt16BE(1, 8);
  // GPSInfo (0x8825), LONG, 1: the GPS IFD's offset.
  b.writeUInt16BE(0x8825, 10);
  b.writeUInt16BE(4, 12);
  b.writeUInt32BE(1, 14);
  b.writeUInt32BE(26, 18);
  b.writeUInt32BE(0, 22);
  b.writeUInt16BE(2, 26);
  // GPSLatitudeRef (1), ASCII, 2: 'N\0'.
  b.writeUInt16BE(1, 28);
  b.writeUInt16BE(2, 30);
  b.writeUInt32BE(2, 32);
  b.write('N\0', 36, 'latin1');
  // GPSLatitude (2), RATIONAL, 3: at 56.
  b.writeUInt16BE(2, 40);
  b.writeUInt16BE(5, 42);
  b.writeUInt32BE(3, 44);
  b.writeUInt32BE(56, 48);
  b.writeUInt32BE(0, 52);
  LATITUDE.forEach((n, i) => b.writeUInt32BE(n, 56 + 4 * i));
  return b;
}

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description exif:GPSLatitude="51,30.2N" note="secret-location"/></x:xmpmeta>';

/** A JPEG carrying GPS EXIF, XMP, IPTC and a comment before its image data. */
export function jpegWithGps(): Buffer {
  const plain = jpeg();
  // After SOI and APP0 (2 + 18 bytes), the metadata a phone writes.
  const afterApp0 = 2 + 18;
  return Buffer.concat([
    plain.subarray(0, afterApp0),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifWithGps()])),
    segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${XMP}`, 'latin1')),
    segment(0xed, Buffer.from('Photoshop 3.0\x008BIM secret-location', 'latin1')),
    segment(0xfe, Buffer.from('secret-location comment', 'latin1')),
    plain.subarray(afterApp0),
  ]);
}

/** A PNG with eXIf (the GPS EXIF) and tEXt, iTXt (XMP) and zTXt chunks after its header. */
export function pngWithText(): Buffer {
  const plain = png();
  const afterHeader = 8 + 25;
  return Buffer.concat([
    plain.subarray(0, afterHeader),
    chunk('eXIf', exifWithGps()),
    chunk('tEXt', Buffer.from('Comment\0secret-location', 'latin1')),
    chunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`, 'latin1')),
    chunk('zTXt', Buffer.from('Comment\0\0x', 'latin1')),
    plain.subarray(afterHeader),
  ]);
}

/** A WebP (VP8X, flagged for EXIF and XMP) with an EXIF chunk (odd length, so padded) and an XMP chunk. */
export function webpWithExif(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04;
  const plain = webp();
  const body = Buffer.concat([chunk('VP8X', vp8x), plain.subarray(12), chunk('EXIF', Buffer.concat([exifWithGps(), Buffer.from([0])])), chunk('XMP ', Buffer.from(XMP, 'latin1'))]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), body]);
}

/** Whether any of the metadata's marks is in `bytes`. */
export function holdsMetadata(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  return METADATA_MARKS.some((mark) => text.includes(mark));
}
