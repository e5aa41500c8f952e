import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { formatPaise } from '../properties/format';
import type { SplitOutcome, SplitPart } from './api';
import { useSplitTexts } from './texts';

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
      {value}
    </Typography>
  </Box>
);

function PartFigures({ part, title, year }: { part: SplitPart; title: string; year: string }) {
  const { t, floorName } = useSplitTexts();
  const money = (paise: number | null) => (paise === null ? '' : formatPaise(paise));
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Figure label={t('form.plotArea')} value={String(part.plotArea)} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('preview.floors')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {part.floors.length === 0 ? <li>{t('preview.noFloors')}</li> : null}
          {part.floors.map((floor) => (
            <Typography component="li" variant="body2" key={floor.propertyPremiseId}>
              {floorName(floor)}: {t('preview.sqft', { area: floor.areaSqft })}
            </Typography>
          ))}
        </Box>
        <Box sx={{ mt: 1 }}>
          {part.arvPaise === null ? (
            <Typography variant="body2">{t('preview.notAssessed', { year })}</Typography>
          ) : (
            <>
              <Figure label={t('preview.arv')} value={money(part.arvPaise)} />
              <Figure label={t('preview.house')} value={money(part.housePaise)} />
              <Figure label={t('preview.water')} value={money(part.waterPaise)} />
              <Figure label={t('preview.sewer')} value={money(part.sewerPaise)} />
              <Figure label={t('preview.total')} value={money(part.totalPaise)} strong />
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Each part of a previewed (or made) split with its floors, ARV and tax for the split's year. */
export function PreviewParts({ outcome, done = false }: { outcome: SplitOutcome; done?: boolean }) {
  const { t } = useSplitTexts();
  const year = outcome.financialYear;
  const blocked = outcome.blocked;
  const titleOf = (part: SplitPart, index: number) =>
    part.kind === 'parent'
      ? `${t('preview.thisProperty')}${part.propertyUniqueId ? ` ${part.propertyUniqueId}` : ''}`
      : `${t('form.newProperty', { n: index })}${part.propertyUniqueId ? ` ${part.propertyUniqueId}` : ''}`;
  return (
    <Box component="section" aria-label={t('preview.title', { year })}>
      <Typography variant="h6" component="h2" sx={{ my: 1 }}>
        {t('preview.title', { year })}
      </Typography>
      {outcome.demandBefore ? (
        <Typography variant="body2">
          {t('preview.demandBefore', { year, amount: formatPaise(outcome.demandBefore.totalPaise) })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(`${done ? 'result' : 'preview'}.${outcome.billNow ? 'billNow' : 'billLater'}`, { year })}
      </Typography>
      {blocked ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('preview.blocked', {
            year,
            head: t(`preview.head.${blocked.head}`),
            credited: formatPaise(blocked.creditedPaise),
            owes: formatPaise(blocked.owesPaise),
            next: Number(year.slice(0, 4)) + 1,
          })}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        {outcome.parts.map((part, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
            <PartFigures part={part} title={titleOf(part, index)} year={year} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
