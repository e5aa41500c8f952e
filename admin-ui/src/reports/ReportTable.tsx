import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import {
  cellText,
  isNumeric,
  type ReportColumn,
  type ReportRow,
  type ReportTable as Table_,
} from '@ptax/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { shownFrom } from '../components/columns';
import { useReportLanguage } from './language';

/**
 * A report's table from its one definition (contracts/src/reports): headers in the screen's
 * language, figures on the right, the totals row last. The first cell links one level down where
 * `rowLink` gives a path. Words wrap and figures do not; a table still too wide scrolls inside its own box, never the page.
 */
export function ReportTable({
  table,
  rows,
  totals,
  rowLink,
  loading = false,
  renderCell,
}: {
  table: Table_;
  rows: ReportRow[];
  totals?: ReportRow;
  rowLink?: (row: ReportRow) => string | undefined;
  loading?: boolean;
  /** A cell drawn by the screen (a receipt's download, a marked state); undefined keeps the text. */
  renderCell?: (row: ReportRow, column: ReportColumn, text: string) => ReactNode | undefined;
}) {
  const { language, words } = useReportLanguage();
  const align = (index: number) => (isNumeric(table.columns[index].kind) ? 'right' : 'left');
  // Figures stay on one line; words (names, addresses, headers) wrap, so the table fits the screen;
  // a column marked for wide screens only is left out below its width (the files keep it).
  const shown = (index: number) => {
    const from = table.columns[index].screenFrom;
    return from ? shownFrom(from) : {};
  };
  const wrap = (index: number) => ({
    ...shown(index),
    ...(isNumeric(table.columns[index].kind) ? { whiteSpace: 'nowrap', overflowWrap: 'normal' } : {}),
  });
  return (
    <TableContainer
      // Narrower cells below 1200 px (a laptop at 200% zoom), so the figures fit beside each other.
      sx={{
        overflowX: 'auto',
        maxWidth: '100%',
        '& .MuiTableCell-root': {
          px: { xs: 0.5, md: 1, lg: 2 },
          fontSize: { xs: '0.8125rem', md: '0.875rem' },
        },
      }}
      aria-busy={loading}
    >
      <Table size="small" aria-label={table.title[language]} stickyHeader>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell
                key={column.key}
                align={align(index)}
                sx={{ fontWeight: 600, overflowWrap: 'normal', ...shown(index) }}
              >
                {column[language]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && !loading && (
            <TableRow>
              <TableCell colSpan={table.columns.length}>{words.empty}</TableCell>
            </TableRow>
          )}
          {rows.map((row, rowIndex) => {
            const link = rowLink?.(row);
            return (
              <TableRow key={rowIndex} hover>
                {table.columns.map((column, index) => {
                  const text = cellText(row, column);
                  const drawn = renderCell?.(row, column, text);
                  return (
                    <TableCell key={column.key} align={align(index)} sx={wrap(index)}>
                      {drawn !== undefined ? (
                        drawn
                      ) : index === 0 && link ? (
                        <Link component={RouterLink} to={link}>
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
          {totals && (
            <TableRow sx={{ '& td': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } }}>
              {table.columns.map((column, index) => (
                <TableCell key={column.key} align={align(index)} sx={wrap(index)}>
                  {index === 0 ? words.total : cellText(totals, column)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
