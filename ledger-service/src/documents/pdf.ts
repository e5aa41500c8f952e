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
