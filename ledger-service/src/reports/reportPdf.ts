// A report as an A4 landscape table with the embedded Devanagari font (Hindi headers print), its
// header repeated on every page, the total row last, and page numbers.
import { cellText, isNumeric } from '@ptax/contracts';
import { header, paragraph, table, type Column } from '../documents/layout';
import { finish, startDocument } from '../documents/pdf';
import type { ReportContent } from './reportSheet';

const LABELS = {
  en: { page: 'Page', printed: 'Printed on' },
  hi: { page: 'पृष्ठ', printed: 'मुद्रण तिथि' },
} as const;

/** Text columns get twice the width of figures. */
function columnsOf(content: ReportContent): Column[] {
  const weights = content.table.columns.map((column) => (column.kind === 'text' ? 2 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return content.table.columns.map((column, index) => ({
    title: column[content.language],
    share: weights[index] / sum,
    align: isNumeric(column.kind) ? 'right' : 'left',
  }));
}

export function reportPdf(content: ReportContent, printedOn: string, now: Date): Promise<Buffer> {
  const labels = LABELS[content.language];
  const doc = startDocument(content.table.title[content.language], now, 'landscape');
  header(doc, content.cityName, content.table.title[content.language]);
  if (content.filters.length) paragraph(doc, content.filters.join('   ·   '));
  doc.moveDown(0.5);
  const rows = content.rows.map((row, index) => ({
    cells: content.table.columns.map((column) => cellText(row, column)),
    shaded: index % 2 === 1,
  }));
  if (content.totals) {
    const totals = content.totals;
    rows.push({
      cells: content.table.columns.map((column, index) =>
        index === 0 ? content.totalLabel : cellText(totals, column),
      ),
      shaded: true,
    });
  }
  table(doc, columnsOf(content), rows);
  return finish(doc, { footer: `${labels.printed} ${printedOn}`, pageLabel: labels.page });
}
