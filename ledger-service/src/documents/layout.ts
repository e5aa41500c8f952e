import { contentWidth, ensureSpace, fits, INK, MARGIN, MUTED, type Doc } from './pdf';

// Layout blocks shared by the bill and the receipt: a header, label/value fields, a table that
// repeats its header on a new page, and the totals. Each block starts at doc.y and leaves it below.

const RULE = '#999999';
const HEADER_FILL = '#e4e4e4';
const ZEBRA_FILL = '#f5f5f5';
const PAD = 4;

function rule(doc: Doc, from = MARGIN, weight = 0.5): void {
  doc
    .moveTo(from, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(weight)
    .strokeColor(RULE)
    .stroke();
}

/**
 * Text in a box `width` wide at (x, y); answers the y below it. A text that fits on one line is
 * placed directly, without pdfkit's line wrapper (measuring and wrapping every cell cost most of the
 * time of a bulk run's thousands of pages); a longer one wraps as usual.
 */
export function boxText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
): number {
  const oneLine = doc.widthOfString(text);
  if (oneLine <= width && !text.includes('\n')) {
    doc.text(text, align === 'right' ? x + width - oneLine : x, y, { lineBreak: false });
    return y + doc.currentLineHeight(true);
  }
  doc.text(text, x, y, { width, align });
  return doc.y;
}

/** The height `text` takes in a box `width` wide (one line without running the line wrapper). */
function boxHeight(doc: Doc, text: string, width: number): number {
  return doc.widthOfString(text) <= width && !text.includes('\n')
    ? doc.currentLineHeight(true)
    : doc.heightOfString(text, { width });
}

export function header(doc: Doc, city: string, title: string): void {
  const width = contentWidth(doc);
  doc.font('bold').fontSize(18).fillColor(INK).text(city, MARGIN, MARGIN, { width, align: 'center' });
  doc.font('regular').fontSize(12).text(title, { width, align: 'center' });
  doc.moveDown(0.4);
  rule(doc, MARGIN, 1);
  doc.moveDown(0.6);
}

export function heading(doc: Doc, text: string): void {
  ensureSpace(doc, 48);
  doc.moveDown(0.6).font('bold').fontSize(11).fillColor(INK);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc) }).moveDown(0.2);
}

export function paragraph(doc: Doc, text: string, size = 9): void {
  doc
    .font('regular')
    .fontSize(size)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}

/** A label and its value; a field without a value is left out. */
export type Field = [label: string, value: string | undefined];

/** Label over value, `columns` to a row. */
export function fields(doc: Doc, all: Field[], columns = 3): void {
  const items = all.filter((field): field is [string, string] => Boolean(field[1]));
  const width = contentWidth(doc) / columns;
  for (let start = 0; start < items.length; start += columns) {
    ensureSpace(doc, 30);
    const top = doc.y;
    let next = top;
    items.slice(start, start + columns).forEach(([label, value], column) => {
      const x = MARGIN + column * width;
      doc.font('regular').fontSize(8).fillColor(MUTED);
      const labelBottom = boxText(doc, label, x, top, width - 2 * PAD);
      doc.font('bold').fontSize(10).fillColor(INK);
      next = Math.max(next, boxText(doc, value, x, labelBottom, width - 2 * PAD));
    });
    doc.x = MARGIN;
    doc.y = next + PAD;
  }
}

export interface Column {
  title: string;
  /** Share of the page's width; a table's shares add up to 1. */
  share: number;
  align?: 'left' | 'right';
}
export interface Row {
  cells: string[];
  shaded?: boolean;
}

export function table(doc: Doc, columns: Column[], rows: Row[]): void {
  const widths = columns.map((c) => c.share * contentWidth(doc));
  const draw = (cells: string[], isHeader: boolean, shaded = false) => {
    const font = isHeader ? 'bold' : 'regular';
    doc.font(font).fontSize(9);
    const heights = cells.map((cell, i) => boxHeight(doc, cell, widths[i] - 2 * PAD));
    const height = Math.max(...heights) + 2 * PAD;
    if (!fits(doc, height)) {
      doc.addPage();
      if (!isHeader)
        draw(
          columns.map((c) => c.title),
          true,
        );
      doc.font(font).fontSize(9);
    }
    const top = doc.y;
    const fill = isHeader ? HEADER_FILL : shaded ? ZEBRA_FILL : undefined;
    if (fill) doc.rect(MARGIN, top, contentWidth(doc), height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const align = columns[i].align ?? 'left';
      boxText(doc.fillColor(INK), cell, x + PAD, top + PAD, widths[i] - 2 * PAD, align);
      x += widths[i];
    });
    doc.y = top + height;
    rule(doc);
  };
  ensureSpace(doc, 60);
  draw(
    columns.map((c) => c.title),
    true,
  );
  for (const row of rows) draw(row.cells, false, row.shaded);
  doc.x = MARGIN;
}

export interface Total {
  label: string;
  value: string;
  strong?: boolean;
}

/** Label and amount pairs on the right half, the strong ones larger below a rule. */
export function totals(doc: Doc, lines: Total[]): void {
  const labelX = MARGIN + contentWidth(doc) * 0.4;
  const labelWidth = contentWidth(doc) * 0.36;
  const valueWidth = contentWidth(doc) * 0.24;
  ensureSpace(doc, lines.length * 18 + 12);
  doc.moveDown(0.6);
  for (const line of lines) {
    if (line.strong) rule(doc, labelX, 1);
    const top = doc.y + (line.strong ? PAD : 0);
    doc
      .font(line.strong ? 'bold' : 'regular')
      .fontSize(line.strong ? 11 : 9.5)
      .fillColor(INK);
    const labelBottom = boxText(doc, line.label, labelX, top, labelWidth);
    const valueBottom = boxText(doc, line.value, labelX + labelWidth, top, valueWidth, 'right');
    doc.y = Math.max(labelBottom, valueBottom) + 1;
  }
  doc.x = MARGIN;
}
