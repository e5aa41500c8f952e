import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { DEFAULTER_COLOUR, STATUSES } from './mapsApi';

function Swatch({ colour, ring = false }: { colour: string; ring?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        border: ring ? `3px solid ${colour}` : '1px solid #263238',
        bgcolor: ring ? 'transparent' : colour,
        mr: 0.75,
        verticalAlign: 'middle',
      }}
    />
  );
}

/** What the colours mean, in words, with how many points of each are on the map. */
export function MapLegend({
  counts,
  defaulters,
}: {
  counts: Record<string, number> | null;
  defaulters: number | null;
}) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <Box
      component="section"
      aria-label={t('This year’s payment status')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mt: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('This year’s payment status')}:
      </Typography>
      {STATUSES.map(({ status, label, colour }) => (
        <Typography key={status} variant="body2" component="span" data-status={status}>
          <Swatch colour={colour} />
          {t(label)}
          {counts ? ` (${(counts[status] ?? 0).toLocaleString('en-IN')})` : ''}
        </Typography>
      ))}
      {defaulters !== null ? (
        <Typography variant="body2" component="span">
          <Swatch colour={DEFAULTER_COLOUR} ring />
          {translate('%{count} defaulters', {
            _: '%{count} defaulters',
            count: defaulters.toLocaleString('en-IN'),
          })}
        </Typography>
      ) : null}
      <Typography variant="body2" component="span">
        <Box
          component="span"
          aria-hidden
          sx={{ display: 'inline-block', width: 18, height: 10, border: '2px solid #1f4e79', mr: 0.75 }}
        />
        {t('Ward boundary')}
      </Typography>
    </Box>
  );
}
