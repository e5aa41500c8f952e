import { rupees } from '../../shared/money';
import type { Figures } from './api';
import { FIGURE_KEYS } from './totals';
import type { LedgerTexts } from './texts';

export interface FiguresRow {
  key: string;
  label: string;
  figures: Figures;
}

interface Props {
  caption: string;
  rows: FiguresRow[];
  /** The row that adds up the others, in the table's foot. */
  total?: FiguresRow;
  showAdjustment: boolean;
  t: LedgerTexts;
}

const LABELS = (t: LedgerTexts): Record<(typeof FIGURE_KEYS)[number], string> => ({
  demandPaise: t.demand,
  adjustmentPaise: t.adjustment,
  rebatePaise: t.rebate,
  interestPaise: t.interestColumn,
  paidPaise: t.paid,
  balancePaise: t.balance,
});

// Explicit roles: a table styled as stacked cards on a phone keeps its meaning for screen readers.
function Row({
  row,
  keys,
  labels,
}: {
  row: FiguresRow;
  keys: readonly (keyof Figures)[];
  labels: Record<string, string>;
}) {
  return (
    <tr role="row" data-testid={`row-${row.key}`}>
      <th role="rowheader" scope="row">
        {row.label}
      </th>
      {keys.map((key) => (
        <td key={key} role="cell" data-label={labels[key]} data-testid={`${row.key}-${key}`}>
          {rupees(row.figures[key])}
        </td>
      ))}
    </tr>
  );
}

/** Demand, rebate, interest, paid and balance, one row per line: a table wide, stacked cards on a phone. */
export function FiguresTable({ caption, rows, total, showAdjustment, t }: Props) {
  const keys = FIGURE_KEYS.filter((key) => showAdjustment || key !== 'adjustmentPaise');
  const labels = LABELS(t);
  return (
    <table className="ledger-table" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {t.head}
          </th>
          {keys.map((key) => (
            <th key={key} role="columnheader" scope="col">
              {labels[key]}
            </th>
          ))}
        </tr>
      </thead>
      {rows.length ? (
        <tbody role="rowgroup">
          {rows.map((row) => (
            <Row key={row.key} row={row} keys={keys} labels={labels} />
          ))}
        </tbody>
      ) : null}
      {total ? (
        <tfoot role="rowgroup" className="ledger-table__total">
          <Row row={total} keys={keys} labels={labels} />
        </tfoot>
      ) : null}
    </table>
  );
}
