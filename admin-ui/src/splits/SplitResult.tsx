import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { propertyDetailsPath } from '../properties/paths';
import type { SplitOutcome } from './api';
import { citizenLedgerPath, splitPath } from './paths';
import { PreviewParts } from './PreviewParts';
import { useSplitTexts } from './texts';

/** The split made: each part with its tax, links to its details and its ledger. */
export function SplitResult({ outcome }: { outcome: SplitOutcome }) {
  const { t } = useSplitTexts();
  const basename = useBasename();
  const ids = [outcome.propertyUniqueId, ...(outcome.newPropertyUniqueIds ?? [])];
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        <Typography component="h2" variant="subtitle1">
          {t('result.title', { id: outcome.propertyUniqueId })}
        </Typography>
        {outcome.completed ? null : t('result.pending')}
      </Alert>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={1}>
            {ids.map((id, index) => (
              <Box key={id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ minWidth: '14rem' }}>
                  {index === 0 ? t('preview.thisProperty') : t('result.newProperty', { n: index })}:{' '}
                  <strong>{id}</strong>
                </Typography>
                <Button size="small" component={Link} to={propertyDetailsPath(basename, id)}>
                  {t('result.details')}
                </Button>
                <Button size="small" href={citizenLedgerPath(id)} target="_blank" rel="noopener">
                  {t('result.ledger')}
                </Button>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <PreviewParts outcome={outcome} done />
      <Button component={Link} to={splitPath(basename)} sx={{ mt: 2 }}>
        {t('result.back')}
      </Button>
    </Box>
  );
}
