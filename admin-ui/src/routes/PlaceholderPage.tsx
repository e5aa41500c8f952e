import { Box, Typography } from '@mui/material';
import type { RouteRule } from '@ptax/contracts';
import { useTranslate } from 'react-admin';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { routeTitle } from './adminPaths';

/** A routed screen whose page a later issue builds: its title and a notice. */
export default function PlaceholderPage({ rule }: { rule: RouteRule }) {
  const translate = useTranslate();
  const title = routeTitle(rule)
    .map((part) => translateText(translate, part))
    .join(' › ');
  return (
    <Box sx={{ p: 2 }} data-route={rule.key}>
      <SectionHeading>{title}</SectionHeading>
      <Typography>{translate('ptax.placeholder.building')}</Typography>
    </Box>
  );
}
