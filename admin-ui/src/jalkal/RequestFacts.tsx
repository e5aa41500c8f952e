import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay } from '../objections/format';
import { formatPaise, formatWhen } from '../properties/format';
import { changeLines, type Shown } from './changes';
import type { JalkalEditRow } from './jalkalApi';
import { jk, type JalkalTextKey } from './texts';

function useShown() {
  const translate = useTranslate();
  return (value: Shown) => ('key' in value ? translate(jk(value.key)) : value.text);
}

/** One labelled fact of a description list; the label is already translated. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, columnGap: 1, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const Arrow = () => (
  <Box component="span" sx={{ mx: 0.5 }}>
    →
  </Box>
);

/** Each fact the request changes: "Water tax applicable: Yes → No". */
export function ChangeList({ row }: { row: Pick<JalkalEditRow, 'changes' | 'previous'> }) {
  const translate = useTranslate();
  const show = useShown();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changeLines(row.changes, row.previous).map((line) => (
        <Box component="li" key={line.field}>
          {translate(jk(line.label))}: {show(line.before)}
          <Arrow />
          <strong>{show(line.after)}</strong>
        </Box>
      ))}
    </Box>
  );
}

const money = (paise: number | undefined) => (paise === undefined ? null : formatPaise(paise));

/** The year's water and sewer tax now and after the change (an estimate while pending). */
export function TaxChange({ row }: { row: JalkalEditRow }) {
  const translate = useTranslate();
  const after = row.taxAfter
    ? null
    : translate(jk(row.status === 'approved' && !row.completed ? 'tax.applying' : 'tax.notAssessed'));
  const line = (head: 'water' | 'sewer') => {
    const key = head === 'water' ? 'waterPaise' : 'sewerPaise';
    const before = money(row.taxBefore?.[key]) ?? translate(jk('tax.notAssessed'));
    const changed = row.taxBefore && row.taxAfter && row.taxBefore[key] !== row.taxAfter[key];
    return (
      <Box component="li" key={head}>
        {translate(jk(`tax.${head}`))}: {before}
        <Arrow />
        <Box component="strong" sx={changed ? { color: 'primary.dark' } : undefined}>
          {money(row.taxAfter?.[key]) ?? after}
        </Box>
      </Box>
    );
  };
  return (
    <Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {line('water')}
        {line('sewer')}
      </Box>
      {row.taxAfterEstimated ? (
        <Typography variant="caption" color="text.secondary">
          {translate(jk('tax.estimate'))}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Everything known of a request: the change, its tax, why, from when, by whom, and the decision. */
export function RequestFacts({ row }: { row: JalkalEditRow }) {
  const translate = useTranslate();
  const t = (key: JalkalTextKey, options?: object) => translate(jk(key), options);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label={t('column.property')}>
        {row.propertyUniqueId}
        {row.ownerName ? ` · ${row.ownerName}` : ''}
      </Fact>
      <Fact label={t('details.place')}>{[row.mohallaName, row.zoneName].filter(Boolean).join(', ')}</Fact>
      <Fact label={t('column.change')}>
        <ChangeList row={row} />
      </Fact>
      <Fact label={t('column.effectiveDate')}>{formatDay(row.effectiveDate)}</Fact>
      <Fact label={t('tax.heading', { year: row.financialYear })}>
        <TaxChange row={row} />
      </Fact>
      <Fact label={t('details.reason')}>{row.reason}</Fact>
      <Fact label={t('details.evidence')}>
        {row.documents.map((document) => (
          <Link
            key={document.id}
            href={document.url}
            target="_blank"
            rel="noopener"
            sx={{ display: 'block' }}
          >
            {document.name}
          </Link>
        ))}
      </Fact>
      <Fact label={t('details.requestedBy')}>
        {row.requestedBy} · {formatWhen(row.requestedAt)}
      </Fact>
      {row.decidedAt ? (
        <>
          <Fact label={t('details.decidedBy')}>
            {row.decidedBy} · {formatWhen(row.decidedAt)}
          </Fact>
          <Fact label={t('details.comment')}>{row.comment}</Fact>
        </>
      ) : null}
    </Box>
  );
}
