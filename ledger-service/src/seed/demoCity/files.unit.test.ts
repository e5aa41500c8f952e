import { inflateSync } from 'node:zlib';
import { detectDocument, detectImage } from '../../properties/fileContent';
import { crc32, houseImage, proofDocument } from './files';

/** The chunks of a PNG, each checked against its CRC. */
function chunksOf(png: Buffer) {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

describe('the demo files', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
  });

  it.each(['front', 'right', 'left'] as const)('draws the %s view as a small, well-formed PNG', (view) => {
    const png = houseImage(view);
    expect(detectImage(png)).toBe('png');
    expect(png.length).toBeLessThan(1_000);
    const chunks = chunksOf(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const [width, height] = [chunks[0].data.readUInt32BE(0), chunks[0].data.readUInt32BE(4)];
    expect([width, height]).toEqual([24, 18]);
    expect(inflateSync(chunks[1].data)).toHaveLength(height * (1 + width * 3));
  });

  it('draws three different views', () => {
    const views = new Set(['front', 'right', 'left'].map((v) => houseImage(v as 'front').toString('hex')));
    expect(views.size).toBe(3);
  });

  it('writes a proof that is a PDF whose cross-reference table points at its objects', () => {
    const pdf = proofDocument('disability');
    expect(detectDocument(pdf)).toBe('pdf');
    const text = pdf.toString('latin1');
    expect(text).toContain('This is not a real certificate.');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
  });
});
