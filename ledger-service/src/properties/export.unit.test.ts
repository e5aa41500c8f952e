import { exportedLine, INDIAN_RUPEES, workbookBuffer, type ExportColumn } from './export';
import { openExport, peopleReadableProblems } from './exportTesting';

interface Row {
  id: string;
  zoneName: string;
  amountPaise: number;
  receipts: number;
  paidAt: string;
  day: string;
  note: string;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Property ID', value: (r) => r.id },
  { header: 'Zone', value: (r) => r.zoneName },
  { header: 'Amount (Rs)', kind: 'rupees', value: (r) => r.amountPaise },
  { header: 'Receipts', kind: 'count', value: (r) => r.receipts },
  { header: 'Paid At', kind: 'dateTime', value: (r) => r.paidAt },
  { header: 'Day', kind: 'date', value: (r) => r.day },
  { header: 'Note', value: (r) => r.note },
];

const ROW: Row = {
  id: '01001001000000011',
  zoneName: 'Zone 1 - Hazratganj',
  amountPaise: 1_23_45_678_50,
  receipts: 1_234_567,
  paidAt: '2026-11-26T08:04:50.928Z',
  day: '2026-11-26',
  note: '2026-11-20T19:00:00.000Z',
};

const AT = Date.parse('2026-11-26T08:04:50.928Z');

async function opened() {
  return openExport(
    await workbookBuffer({
      heading: {
        title: 'Transactions',
        filters: ['Zone: Zone 1 - Hazratganj', 'From: 01-04-2026'],
        exportedLine: exportedLine({ email: 'admin@nagarnigam.demo', accessName: 'ADMIN' }, AT),
      },
      sheetName: 'Transactions',
      columns: COLUMNS,
      batches: [[ROW], [ROW]],
    }),
  );
}

describe('the one sheet writer of every export', () => {
  it('puts the title, the filters and who exported it when (IST) above the header', async () => {
    const sheet = await opened();
    expect(sheet.heading).toEqual([
      'Transactions',
      'Filters: Zone: Zone 1 - Hazratganj; From: 01-04-2026',
      'Exported by: admin@nagarnigam.demo (ADMIN), on 26-11-2026 13:34 IST',
    ]);
    expect(sheet.header).toEqual(COLUMNS.map((column) => column.header));
    expect(sheet.values).toHaveLength(2);
    expect(peopleReadableProblems(sheet)).toEqual([]);
  });

  it('writes paise as rupee numbers with Indian grouping, and counts as grouped numbers', async () => {
    const sheet = await opened();
    const amount = sheet.cell(0, 'Amount (Rs)');
    // exceljs drops the escapes of the literal commas when it reads a format back.
    expect([amount.value, amount.numFmt]).toEqual([12_345_678.5, INDIAN_RUPEES.replaceAll('\\', '')]);
    expect(INDIAN_RUPEES).toBe('[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00');
    expect(sheet.cell(0, 'Receipts').value).toBe(1_234_567);
    expect(sheet.cell(0, 'Receipts').numFmt).toMatch(/^\[>=10000000\]##,##,##,##0;/);
  });

  it('writes moments and days as Excel dates in India’s time, never as ISO text', async () => {
    const sheet = await opened();
    const paidAt = sheet.cell(0, 'Paid At');
    expect(paidAt.value).toBeInstanceOf(Date);
    // 08:04 UTC is 13:34 in India; Excel keeps the wall clock.
    expect((paidAt.value as Date).toISOString()).toBe('2026-11-26T13:34:50.928Z');
    expect(paidAt.numFmt).toBe('dd-mm-yyyy hh:mm');
    const day = sheet.cell(0, 'Day');
    expect([(day.value as Date).toISOString(), day.numFmt]).toEqual([
      '2026-11-26T00:00:00.000Z',
      'dd-mm-yyyy',
    ]);
    // A moment in a text column is a date too: an evening in UTC is the next day in India.
    expect((sheet.cell(0, 'Note').value as Date).toISOString()).toBe('2026-11-21T00:30:00.000Z');
  });

  it('finds what a careless export would write', () => {
    const problems = peopleReadableProblems({
      heading: ['Transactions'],
      rows: [
        {
          eachCell: (each: (cell: { value: unknown; numFmt?: string }) => void) =>
            each({ value: '2026-11-26T08:04:50.928Z' }),
        },
      ],
    } as never);
    expect(problems).toEqual([
      'heading has 1 lines',
      'no filters line',
      'no exported-by line',
      'row 1: ISO text 2026-11-26T08:04:50.928Z',
    ]);
  });
});
