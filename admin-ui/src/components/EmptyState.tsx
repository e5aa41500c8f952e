import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PtaxMessages } from '../providers/i18n/en';

/** The lists that say in their own words that they have nothing to show. */
export type EmptyList = keyof PtaxMessages['fit']['empty'];

/**
 * What a list shows when it has no rows, in the user's language: its own sentence ("No property has
 * been edited yet."), never react-admin's text made from the resource name ("No Propertiesediteds
 * found"). Every list passes it as its table's `empty`.
 */
export function EmptyState({ list = 'records' }: { list?: EmptyList }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary" data-testid="empty-state">
      {translate(`ptax.fit.empty.${list}`)}
    </Typography>
  );
}
