import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import type { WardProperties } from './mapsApi';

/** Shares of the year's demand collected, low to high, and their shades (a sequential scale). */
const BANDS: { below: number; label: string; colour: string }[] = [
  { below: 0.25, label: 'under 25%', colour: '#d7301f' },
  { below: 0.5, label: '25% to 50%', colour: '#fc8d59' },
  { below: 0.75, label: '50% to 75%', colour: '#fdcc8a' },
  { below: Infinity, label: '75% or more', colour: '#78c679' },
];
const NO_DEMAND = '#cfd8dc';

export function collectedShareColour(ward: WardProperties): string {
  if (ward.demandPaise <= 0) return NO_DEMAND;
  const share = ward.collectedPaise / ward.demandPaise;
  return BANDS.find((band) => share < band.below)!.colour;
}

/** The report map's ward shading, in words. */
export function WardShareLegend() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  return (
    <Box
      component="section"
      aria-label={t('Wards by share collected')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mt: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('Wards by share collected')}:
      </Typography>
      {[...BANDS, { label: 'no demand', colour: NO_DEMAND }].map(({ label, colour }) => (
        <Typography key={label} variant="body2" component="span">
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              width: 18,
              height: 12,
              bgcolor: colour,
              mr: 0.75,
              verticalAlign: 'middle',
            }}
          />
          {t(label)}
        </Typography>
      ))}
    </Box>
  );
}
