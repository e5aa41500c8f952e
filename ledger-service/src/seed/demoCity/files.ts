// The demo city's files, made in code so the repository carries no binaries: three small pictures of
// a house (front, right and left views, real PNGs) and a one-page PDF proof. The seed stores each
// once and every demo property refers to the same keys.
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks carry it (ISO 3309 / ITU-T V.42). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG: each scanline is filter byte 0 and its pixels, deflated into one IDAT chunk. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type HouseView = 'front' | 'right' | 'left';

const SKY: Rgb = [172, 214, 240];
const ROOF: Rgb = [168, 62, 50];
const WALL: Rgb = [236, 214, 170];
const SIDE_WALL: Rgb = [214, 190, 146];
const DOOR: Rgb = [110, 70, 40];
const WINDOW: Rgb = [70, 110, 140];
const ROAD: Rgb = [120, 120, 120];

const WIDTH = 24;
const HEIGHT = 18;
const inside = (v: number, from: number, to: number) => v >= from && v <= to;

/** A 24 x 18 picture of a two-window house seen from the front, the right or the left. */
export function houseImage(view: HouseView): Buffer {
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if (y >= 16) return ROAD;
    if (inside(y, 3, 6)) {
      // The gable from the front; from a side the roof slopes down towards the street.
      const roof =
        view === 'front' ? Math.abs(x - 11.5) <= (y - 3) * 3 + 2 : inside(x, 2 + (6 - y), 21 - (6 - y));
      return roof ? ROOF : SKY;
    }
    if (!inside(y, 7, 15) || !inside(x, 3, 20)) return SKY;
    if (view === 'front') {
      if (inside(x, 10, 13) && inside(y, 11, 15)) return DOOR;
      if ((inside(x, 5, 7) || inside(x, 16, 18)) && inside(y, 9, 11)) return WINDOW;
      return WALL;
    }
    const windowAt = view === 'right' ? 6 : 14;
    if (inside(x, windowAt, windowAt + 3) && inside(y, 9, 12)) return WINDOW;
    return SIDE_WALL;
  });
}

/** A one-page PDF with the given lines of ASCII text (Helvetica, A4), cross-reference offsets exact. */
export function textPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 14 Tf 72 770 Td ${lines.map((line) => `(${escape(line)}) Tj 0 -22 Td`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export type ProofKind = 'disability' | 'exDefenceWidow';

const PROOF_TITLES: Record<ProofKind, string> = {
  disability: 'Disability certificate',
  exDefenceWidow: 'Ex-defence personnel widow certificate',
};

/** The demo proof of a concession: says plainly that it is not a real certificate. */
export const proofDocument = (kind: ProofKind) =>
  textPdf([
    `${PROOF_TITLES[kind]} - DEMO`,
    'Nagar Nigam Lucknow - demonstration data',
    'This is not a real certificate. It stands in for the proof an owner uploads.',
  ]);
