import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { useHttp, useLoaded } from '../properties/api';
import { formatPaise } from '../properties/format';
import { zoneTotals, type JalkalZoneTotals } from './jalkalApi';
import { jk } from './texts';

type Totals = Omit<JalkalZoneTotals, 'zoneId' | 'zoneName'>;

const FIGURES = [
  'waterDemandPaise',
  'waterCollectedPaise',
  'sewerDemandPaise',
  'sewerCollectedPaise',
] as const;

const sum = (zones: JalkalZoneTotals[]): Totals => ({
  properties: zones.reduce((total, zone) => total + zone.properties, 0),
  ...(Object.fromEntries(
    FIGURES.map((figure) => [figure, zones.reduce((total, zone) => total + zone[figure], 0)]),
  ) as Record<(typeof FIGURES)[number], number>),
});

/** Collected as a share of demand: a bar and the percentage (a bar alone says nothing to a screen reader). */
function Share({ collected, demand }: { collected: number; demand: number }) {
  const percent = demand > 0 ? Math.round((collected * 100) / demand) : 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: '7rem' }}>
      <Box
        sx={{ flex: 1, height: 8, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
        aria-hidden
      >
        <Box sx={{ width: `${Math.min(percent, 100)}%`, height: 1, bgcolor: 'primary.main' }} />
      </Box>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '3ch', textAlign: 'right' }}>
        {percent}%
      </Box>
    </Box>
  );
}

function Figures({ label, totals, strong }: { label: string; totals: Totals; strong?: boolean }) {
  const cell = { fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' as const };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={cell}>
        {label}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {totals.properties}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {formatPaise(totals.waterDemandPaise)}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {formatPaise(totals.waterCollectedPaise)}
      </TableCell>
      <TableCell>
        <Share collected={totals.waterCollectedPaise} demand={totals.waterDemandPaise} />
      </TableCell>
      <TableCell align="right" sx={cell}>
        {formatPaise(totals.sewerDemandPaise)}
      </TableCell>
      <TableCell align="right" sx={cell}>
        {formatPaise(totals.sewerCollectedPaise)}
      </TableCell>
      <TableCell>
        <Share collected={totals.sewerCollectedPaise} demand={totals.sewerDemandPaise} />
      </TableCell>
    </TableRow>
  );
}

/** The year's water and sewer demand and collection of each zone (GET jalkal/zoneWise), with the city's total. */
export function ZoneTotals({ version }: { version: number }) {
  const http = useHttp();
  const translate = useTranslate();
  const loaded = useLoaded(`zones#${version}`, () => zoneTotals(http), null);
  const year = loaded.data?.financialYear ?? '';
  const zones = loaded.data?.zones ?? [];
  const total = sum(zones);
  const title = translate(jk('zones.title'), { year });
  const headers = [
    'zones.zone',
    'zones.properties',
    'zones.waterDemand',
    'zones.waterCollected',
    'zones.share',
    'zones.sewerDemand',
    'zones.sewerCollected',
    'zones.share',
  ] as const;
  return (
    <Box component="section" aria-label={title} aria-busy={loaded.loading} sx={{ mt: 3 }}>
      <SectionHeading>{title}</SectionHeading>
      {loaded.error ? (
        <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
          {translate(jk('zones.unavailable'))}: {loaded.error.message}
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                {headers.map((header, index) => (
                  <TableCell key={index} align={index > 0 && index % 4 !== 0 ? 'right' : 'left'}>
                    {translate(jk(header))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {zones.map((zone) => (
                <Figures key={zone.zoneId} label={zone.zoneName} totals={zone} />
              ))}
              {zones.length > 1 ? (
                <Figures label={translate(jk('zones.total'))} totals={total} strong />
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!loaded.loading && !loaded.error && total.properties === 0 ? (
        <Typography color="text.secondary" sx={{ p: 1 }}>
          {translate(jk('zones.none'), { year })}
        </Typography>
      ) : null}
    </Box>
  );
}
