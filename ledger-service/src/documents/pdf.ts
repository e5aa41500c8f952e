import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { FONT_NAMES, fontBytes } from './fonts';

// The document around the layout: A4 with 40 pt margins, the embedded fonts, QR codes, and the
// per-page finish (footer, page number, the stamp across a cancelled receipt) into a Buffer.

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 40;
export const INK = '#111111';
export const MUTED = '#555555';
const LINK = '#0645ad';
const STAMP = '#c00000';
const QR_SIZE = 92;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Whether `height` more points fit above the bottom margin. */
export const fits = (doc: Doc, height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom;

export function ensureSpace(doc: Doc, height: number): void {
  if (!fits(doc, height)) doc.addPage();
}

/**
 * Characters the texts may carry (the tax explanation's '≈' from contracts formatExactPaise, an
 * arrow) that the embedded font has no glyph for, printed as the nearest the font has.
 */
const STAND_INS: Record<string, string> = { '≈': '~', '→': '->' };
const STAND_IN = new RegExp(`[${Object.keys(STAND_INS).join('')}]`, 'gu');

/** `text` with the characters the embedded font lacks replaced by their stand-ins. */
export const printable = (text: string): string => text.replace(STAND_IN, (char) => STAND_INS[char]);

interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
  postscriptName?: string;
}

/** The characters of `text` the font would print as .notdef (an empty box); line breaks aside. */
export function missingGlyphs(font: GlyphSource, text: string): string[] {
  return [...new Set(text)].filter((char) => {
    const codePoint = char.codePointAt(0)!;
    return codePoint >= 0x20 && !font.hasGlyphForCodePoint(codePoint);
  });
}

export class MissingGlyphError extends Error {}

const warned = new Set<string>();

/**
 * Every text the documents write passes here with the font it is set in. A character the font
 * cannot print fails every test that renders it (jest runs with NODE_ENV=test), and is logged once
 * in service: a person's name in another script must not stop a receipt from printing.
 */
function checkGlyphs(doc: Doc, text: string): void {
  const font = (doc as unknown as { _font?: { font?: GlyphSource } })._font?.font;
  if (!font?.hasGlyphForCodePoint) return;
  const missing = missingGlyphs(font, text);
  if (missing.length === 0) return;
  const codes = missing.map(
    (char) => `"${char}" U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
  const message = `${font.postscriptName ?? 'The font'} has no glyph for ${codes.join(', ')} in "${text}"`;
  if (process.env.NODE_ENV === 'test') throw new MissingGlyphError(message);
  if (!warned.has(message)) {
    warned.add(message);
    console.warn(message);
  }
}

/** The document's text, width and height calls through printable() and the glyph check. */
function guardText(doc: Doc): void {
  const text = doc.text.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  const asText = (value: unknown) => (typeof value === 'string' ? printable(value) : value);
  doc.text = ((value: unknown, ...rest: unknown[]) => {
    const printed = asText(value);
    if (typeof printed === 'string') checkGlyphs(doc, printed);
    return (text as (...args: unknown[]) => Doc)(printed, ...rest);
  }) as Doc['text'];
  doc.widthOfString = ((value: string, options?: PDFKit.Mixins.TextOptions) =>
    widthOfString(printable(value), options)) as Doc['widthOfString'];
  doc.heightOfString = ((value: string, options?: PDFKit.Mixins.TextOptions) =>
    heightOfString(printable(value), options)) as Doc['heightOfString'];
}

/** CreationDate comes from the document's own date, so the same input gives the same bytes. */
export function startDocument(
  title: string,
  createdAt: Date,
  layout: 'portrait' | 'landscape' = 'portrait',
): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, CreationDate: createdAt },
  });
  for (const name of FONT_NAMES) doc.registerFont(name, fontBytes(name));
  guardText(doc);
  return doc;
}

// Grayscale without alpha: pdfkit then embeds the PNG's own data unchanged (colorType is pngjs's).
const GRAYSCALE_PNG = { deflateLevel: 9, colorType: 0 };

/** The QR code of `payload` as the PNG the documents embed. */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, {
    errorCorrectionLevel: 'M',
    margin: 1,
    scale: 4,
    rendererOpts: GRAYSCALE_PNG,
  });
}

/** Where a QR code was placed: page index and top-left corner. */
export interface QrPlace {
  page: number;
  x: number;
  y: number;
}

/**
 * The QR code of `payload` drawn as filled squares (one path, a run of dark modules per rectangle)
 * with a quiet zone of one module: nothing to encode as an image, for documents printed by the
 * thousand (bulk notices). Answers the module size.
 */
export function drawQr(doc: Doc, payload: string, x: number, y: number, size = QR_SIZE): number {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + (start + 1) * cell, y + (row + 1) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill().restore();
  return cell;
}

/** The QR code of `url` with a caption and the URL itself (a link) beside it; `vector`: see drawQr. */
export async function qrBlock(doc: Doc, url: string, caption: string, vector = false): Promise<QrPlace> {
  ensureSpace(doc, QR_SIZE + 16);
  doc.moveDown(0.8);
  const top = doc.y;
  const textX = MARGIN + QR_SIZE + 12;
  const width = contentWidth(doc) - QR_SIZE - 12;
  const { start, count } = doc.bufferedPageRange();
  if (vector) drawQr(doc, url, MARGIN, top);
  else doc.image(await qrPng(url), MARGIN, top, { width: QR_SIZE });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(caption, textX, top + 24, { width });
  doc.fillColor(LINK).text(url, { width, link: url });
  doc.x = MARGIN;
  doc.y = top + QR_SIZE + 6;
  return { page: start + count - 1, x: MARGIN, y: top };
}

export interface Finish {
  footer: string;
  pageLabel: string;
  /** Printed large and diagonally across every page (a cancelled receipt), around the QR codes. */
  stamp?: string;
  qrCodes?: QrPlace[];
}

export function finish(doc: Doc, { footer, pageLabel, stamp, qrCodes = [] }: Finish): Promise<Buffer> {
  const { start, count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(start + page);
    if (stamp)
      stampPage(
        doc,
        stamp,
        qrCodes.filter((qr) => qr.page === start + page),
      );
    footerLine(doc, `${footer}    ${pageLabel} ${page + 1} / ${count}`);
  }
  return toBuffer(doc);
}

/** A small centred line at the foot of the current page (into the bottom margin). */
export function footerLine(doc: Doc, text: string): void {
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // writing into the margin must not open a new page
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(text, MARGIN, doc.page.height - 28, {
    width: contentWidth(doc),
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins.bottom = bottomMargin;
}

// The stamp is clipped away from the QR codes: a cancelled receipt must still scan.
function stampPage(doc: Doc, text: string, keepClear: QrPlace[]): void {
  const { width, height } = doc.page;
  doc.save().rect(0, 0, width, height);
  for (const { x, y } of keepClear) doc.rect(x - 4, y - 4, QR_SIZE + 8, QR_SIZE + 8);
  doc.clip('evenodd').rotate(-35, { origin: [width / 2, height / 2] });
  doc.font('bold').fontSize(80).fillColor(STAMP).fillOpacity(0.28);
  doc.text(text, 0, height / 2 - 60, { width, align: 'center', lineBreak: false });
  doc.restore();
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
