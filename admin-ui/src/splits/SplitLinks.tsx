import { Box, Link, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { propertyDetailsPath } from '../properties/paths';
import { useSplitTexts } from './texts';

/** A property's split family on its details: the property it was split from, the ones split from it. */
export function SplitLinks({ record }: { record: Record<string, unknown> }) {
  const { t } = useSplitTexts();
  const basename = useBasename();
  const from = typeof record.splitFromPropertyUniqueId === 'string' ? [record.splitFromPropertyUniqueId] : [];
  const into = Array.isArray(record.splitIntoPropertyUniqueIds)
    ? (record.splitIntoPropertyUniqueIds as string[])
    : [];
  const line = (label: string, ids: string[]) =>
    ids.length === 0 ? null : (
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {label}:{' '}
        {ids.map((id, index) => (
          <Box component="span" key={id}>
            {index > 0 ? ', ' : ''}
            <Link component={RouterLink} to={propertyDetailsPath(basename, id)}>
              {id}
            </Link>
          </Box>
        ))}
      </Typography>
    );
  return (
    <>
      {line(t('links.from'), from)}
      {line(t('links.into'), into)}
    </>
  );
}
