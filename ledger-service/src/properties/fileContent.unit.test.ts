import { detectDocument, detectImage } from './fileContent';
import { isSafeSvg } from './svg';
import { TINY_PNG } from './testing';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');

describe('what an upload is, read from its bytes', () => {
  it.each([
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', TINY_PNG],
    ['gif', text('GIF89a\x01\x00\x01\x00')],
    ['gif', text('GIF87a\x01\x00')],
    ['webp', Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')])],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')],
  ])('recognises a %s', (kind, content) => {
    expect(detectImage(content)).toBe(kind);
  });

  it('refuses a text file renamed to .png', () => {
    expect(detectImage(text('just some notes, not a picture\n'))).toBeNull();
  });

  it('refuses a RIFF file that is not WebP (a WAV recording)', () => {
    expect(detectImage(Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WAVEfmt ')]))).toBeNull();
  });

  it('takes a PDF as a document but not as an image', () => {
    const pdf = text('%PDF-1.7\n%âãÏÓ\n1 0 obj');
    expect(detectDocument(pdf)).toBe('pdf');
    expect(detectImage(pdf)).toBeNull();
    expect(detectDocument(TINY_PNG)).toBe('png');
  });
});

describe('an SVG upload', () => {
  const svg = (body: string, attributes = '') =>
    text(
      `<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${body}</svg>\n`,
    );

  it('is accepted when it is well-formed XML with an <svg> root', () => {
    expect(isSafeSvg(svg('<g fill="red"><circle r="4"/><text>घर 12 &amp; A</text></g>'))).toBe(true);
    expect(isSafeSvg(text('\uFEFF<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'))).toBe(true);
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a namespaced script element', svg('<svg:script>alert(1)</svg:script>')],
    ['an event handler', svg('<rect onclick="alert(1)"/>')],
    ['an event handler on the root', svg('', ' onload="alert(1)"')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['an encoded javascript: link', svg('<a xlink:href="&#106;ava&#x73;cript:alert(1)"><rect/></a>')],
    ['embedded HTML', svg('<foreignObject><div>hi</div></foreignObject>')],
    ['a DTD with entities', text('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>')],
    ['an html root', text('<html><svg/></html>')],
    ['an unclosed element', text('<svg><g></svg>')],
    ['mismatched tags', text('<svg><g></a></svg>')],
    ['two roots', text('<svg/><svg/>')],
    ['text outside the root', text('hello <svg/>')],
    ['an unquoted attribute', text('<svg width=10/>')],
    ['a duplicated attribute', text('<svg a="1" a="2"/>')],
    ['binary junk', Buffer.concat([text('<svg>'), bytes(0, 1, 2), text('</svg>')])],
    ['invalid UTF-8', Buffer.concat([text('<svg>'), bytes(0xc3, 0x28), text('</svg>')])],
  ])('is refused with %s', (_what, content) => {
    expect(isSafeSvg(content)).toBe(false);
  });
});
