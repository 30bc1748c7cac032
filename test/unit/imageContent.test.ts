// Uploaded images hold nothing but the image (lib/imageContent): a raster image ends where its format says (PNG IEND,
// JPEG EOI, GIF trailer, WebP RIFF length, an ICO's last image), so HTML or script after it (a polyglot) is refused, as
// is a file cut short; an SVG with script, an event handler, foreignObject or a reference outside itself is refused.
import { describe, expect, it } from 'vitest';
import { imageProblem, type ImageKind } from '../../functions/lib/platform/imageContent';
import { gif, HTML_TAIL, ico, jpeg, png, svg, webp } from '../support/images';

const RASTER: Array<[Exclude<ImageKind, 'svg'>, () => Buffer]> = [
  ['png', png],
  ['jpg', jpeg],
  ['gif', gif],
  ['webp', webp],
  ['ico', ico],
];

describe('a raster image', () => {
  it.each(RASTER)('%s is taken whole', (kind, image) => {
    expect(imageProblem(image(), kind)).toBeUndefined();
  });

  it.each(RASTER)('%s with HTML after its end (a polyglot) is refused', (kind, image) => {
    expect(imageProblem(Buffer.concat([image(), HTML_TAIL]), kind)).toBe('trailingData');
    expect(imageProblem(Buffer.concat([image(), Buffer.from([0])]), kind)).toBe('trailingData');
  });

  it.each(RASTER)('%s cut short is refused', (kind, image) => {
    const whole = image();
    expect(imageProblem(whole.subarray(0, whole.length - 1), kind)).toBe('trailingData');
  });

  it("reads a JPEG's scan data past stuffed bytes and restart markers, and a script in a PNG chunk is the PNG's own", () => {
    const withComment = Buffer.concat([png().subarray(0, -12), Buffer.from([0, 0, 0, 4]), Buffer.from('tEXt<b>x'), Buffer.alloc(4), png().subarray(-12)]);
    expect(imageProblem(withComment, 'png')).toBeUndefined();
    // A WebP whose RIFF length hides the tail is still caught: the length must be the file's.
    const stretched = Buffer.concat([webp(), HTML_TAIL]);
    stretched.writeUInt32LE(stretched.length - 8 + 4, 4);
    expect(imageProblem(stretched, 'webp')).toBe('trailingData');
  });
});

describe('an SVG', () => {
  it('is taken with shapes, gradients and references to its own fragments', () => {
    expect(imageProblem(svg(), 'svg')).toBeUndefined();
    expect(imageProblem(svg('<style>circle { fill: url(#g); }</style><text>Click on me</text>'), 'svg')).toBeUndefined();
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a namespaced script', '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'],
    ['an event handler', '<circle r="1" onload="alert(1)"/>'],
    ['an upper-case event handler', '<circle r="1" ONCLICK = "alert(1)"/>'],
    ['an event handler after a quote', '<circle r="1"onmouseover="alert(1)"/>'],
    ['a foreignObject', '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://probe.example"/></foreignObject>'],
    ['a link to another host', '<a href="https://probe.example"><text>x</text></a>'],
    ['an image from another host', '<image xlink:href="https://probe.example/pixel.png"/>'],
    ['a data: image', '<image href="data:image/svg+xml;base64,PHN2Zz4="/>'],
    ['a javascript: link spelled with references', '<a href="&#106;avascript:alert(1)"><text>x</text></a>'],
    ['an animation rewriting an href', '<a><animate attributeName="href" values="&#x6A;avascript:alert(1)"/><text>x</text></a>'],
    ['a stylesheet url to another host', '<style>circle { fill: url(https://probe.example/a); }</style>'],
    ['an @import', '<style>@import "https://probe.example/a.css";</style>'],
    ['an iframe', '<iframe src="x"/>'],
    ['an embed', '<embed src="x"/>'],
  ])('with %s is refused', (_name, inside) => {
    expect(imageProblem(svg(inside), 'svg')).toBe('unsafeSvg');
  });

  it('with an entity or an outside stylesheet in its prologue is refused', () => {
    expect(imageProblem(Buffer.from('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'), 'svg')).toBe('unsafeSvg');
    expect(imageProblem(Buffer.from('<?xml-stylesheet href="https://probe.example/a.css"?><svg/>'), 'svg')).toBe('unsafeSvg');
  });
});
