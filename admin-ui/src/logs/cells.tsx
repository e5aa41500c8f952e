import { Box, Button, Link, Typography } from '@mui/material';
import type { LogRow } from '@ptax/contracts';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatWhen } from '../properties/format';
import { propertyHistoryPath } from '../properties/paths';
import { factsOf, SHOWN_FACTS } from './summary';
import { lk, useLogNames } from './texts';
import { valueText } from './values';

// What the log table and the phone's cards show alike.

const small = { fontSize: '0.75rem', color: 'text.secondary' } as const;

export function Empty() {
  const { translate } = useLogNames();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(lk('empty'))}
    </Typography>
  );
}

export const When = ({ row }: { row: LogRow }) => <>{formatWhen(row.recordedAt)}</>;

export function Change({ row }: { row: LogRow }) {
  const names = useLogNames();
  return (
    <Box component="span" sx={{ fontWeight: 600 }}>
      {names.change(row.type)}
    </Box>
  );
}

/** The property, opening its audit history; its owner and ward under it. */
export function Property({ row }: { row: LogRow }) {
  const basename = useBasename();
  const { translate } = useLogNames();
  if (!row.propertyUniqueId) return <>—</>;
  const place = [row.wardName, row.zoneName].filter(Boolean).join(', ');
  return (
    <>
      <Link
        component={RouterLink}
        to={propertyHistoryPath(basename, row.propertyUniqueId)}
        aria-label={translate(lk('action.historyOf'), { property: row.propertyUniqueId })}
        onClick={(event) => event.stopPropagation()}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {row.propertyUniqueId}
      </Link>
      {row.ownerName ? <Box sx={small}>{row.ownerName}</Box> : null}
      {place ? <Box sx={small}>{place}</Box> : null}
    </>
  );
}

/** An email that may wrap after its '@' on a narrow column, not in the middle of a word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Who: the staff member's name with the email under it, or a citizen on the public pages. */
export function Who({ row }: { row: LogRow }) {
  const { translate } = useLogNames();
  if (row.userId === 'citizen') return <>{translate(lk('citizen'))}</>;
  return (
    <>
      {row.userName ?? row.userId}
      {row.userName ? <Box sx={small}>{breakableEmail(row.userId)}</Box> : null}
    </>
  );
}

/** What changed, in short: the first few fields with before → after, and the way to all of them. */
export function WhatChanged({ row, onCompare }: { row: LogRow; onCompare: (row: LogRow) => void }) {
  const names = useLogNames();
  const { changes, details } = factsOf(row);
  const lines = [
    ...changes.map(({ field, before, after }) => (
      <>
        {names.field(field)}: {valueText(names, row, field, before)} → {valueText(names, row, field, after)}
      </>
    )),
    ...details.map(({ field, value }) => (
      <>
        {names.field(field)}: {valueText(names, row, field, value)}
      </>
    )),
  ];
  const hidden = lines.length - SHOWN_FACTS;
  return (
    <Box sx={{ fontSize: '0.875rem' }}>
      {lines.slice(0, SHOWN_FACTS).map((line, index) => (
        <Box key={index} sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Box>
      ))}
      {hidden > 0 ? <Box sx={small}>{names.translate(lk('more'), { count: hidden })}</Box> : null}
      {changes.length > 0 || hidden > 0 ? (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onCompare(row);
          }}
          aria-label={names.translate(lk(changes.length ? 'action.compareOf' : 'action.detailsOf'), {
            change: names.change(row.type),
            property: row.propertyUniqueId ?? '',
          })}
          sx={{ px: 0, minWidth: 0 }}
        >
          {names.translate(lk(changes.length ? 'action.compare' : 'action.details'))}
        </Button>
      ) : null}
    </Box>
  );
}

export const Why = ({ row }: { row: LogRow }) => <>{row.remarks ?? ''}</>;
