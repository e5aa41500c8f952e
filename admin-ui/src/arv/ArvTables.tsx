import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ArvLine, AssessmentShown } from '@ptax/contracts';
import { Fragment } from 'react';

const FLOOR_COLUMNS = [
  'Floor',
  'Usage',
  'Occupancy',
  'Covered (sq ft)',
  'Carpet (sq ft)',
  'Rate / sq ft / month',
  'Factor',
  'ARV',
];

function Explanation({ text, span }: { text: string; span: number }) {
  return (
    <TableRow>
      <TableCell colSpan={span} sx={{ pt: 0, color: 'text.secondary', fontSize: '0.8125rem' }}>
        {text}
      </TableCell>
    </TableRow>
  );
}

function LineRows({ line }: { line: ArvLine }) {
  const cells = [
    line.label,
    line.usage,
    line.occupancy,
    line.coveredArea,
    line.carpetArea,
    line.rate,
    line.factor,
  ];
  return (
    <>
      <TableRow sx={{ '& td': { borderBottom: 0 } }}>
        {cells.map((cell, i) => (
          <TableCell key={i} align={i >= 3 ? 'right' : 'left'}>
            {cell}
          </TableCell>
        ))}
        <TableCell align="right">
          <strong>{line.value}</strong>
        </TableCell>
      </TableRow>
      <Explanation text={line.explanation} span={FLOOR_COLUMNS.length} />
    </>
  );
}

/** The floors and the open land, each with its ARV and explanation line, and the total ARV. */
export function FloorTable({ shown, t }: { shown: AssessmentShown; t: (text: string) => string }) {
  return (
    <Table size="small" aria-label={t('ARV per floor')}>
      <TableHead>
        <TableRow>
          {FLOOR_COLUMNS.map((column, i) => (
            <TableCell key={column} align={i >= 3 ? 'right' : 'left'}>
              {t(column)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.floors.map((line) => (
          <LineRows key={line.label} line={line} />
        ))}
        <LineRows line={shown.land} />
        <TableRow sx={{ '& td': { borderBottom: 0 } }}>
          <TableCell colSpan={FLOOR_COLUMNS.length - 1}>
            <strong>{t('Total ARV')}</strong>
          </TableCell>
          <TableCell align="right">
            <strong>{shown.arv}</strong>
          </TableCell>
        </TableRow>
        <Explanation text={shown.arvExplanation} span={FLOOR_COLUMNS.length} />
      </TableBody>
    </Table>
  );
}

/** House, water and sewer tax with their rate, amount and explanation line, and the total. */
export function TaxTable({ shown, t }: { shown: AssessmentShown; t: (text: string) => string }) {
  return (
    <Table size="small" aria-label={t('Taxes')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Tax')}</TableCell>
          <TableCell align="right">{t('Rate')}</TableCell>
          <TableCell align="right">{t('Amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.taxes.map((tax) => (
          <Fragment key={tax.head}>
            <TableRow sx={{ '& td': { borderBottom: 0 } }}>
              <TableCell>{tax.name}</TableCell>
              <TableCell align="right">{tax.rate}</TableCell>
              <TableCell align="right">
                <strong>{tax.amount}</strong>
              </TableCell>
            </TableRow>
            <Explanation text={tax.explanation} span={3} />
          </Fragment>
        ))}
        <TableRow>
          <TableCell colSpan={2}>
            <strong>{t('Total tax')}</strong>
          </TableCell>
          <TableCell align="right">
            <Typography component="strong" sx={{ fontWeight: 700 }} data-testid="tax-total">
              {shown.total}
            </Typography>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
