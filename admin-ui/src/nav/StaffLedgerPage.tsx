import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { ROUTES } from '@ptax/contracts';
import { lazy, Suspense } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { SectionHeading } from '../components/SectionHeading';
import { PropertyPicker } from '../payments/PropertyPicker';
import { useHttp, useLoaded } from '../properties/api';
import { textOf } from '../properties/format';
import { translateText } from '../providers/i18n/i18nProvider';
import { menuLinkPath } from '../routes/adminPaths';

const PropertyMoney = lazy(() => import('../ledger/PropertyMoney'));

type Row = Record<string, unknown>;

/** Who and where the property is, above its money (GET properties?propertyUniqueId=). */
function PropertyHeading({ propertyUniqueId }: { propertyUniqueId: string }) {
  const translate = useTranslate();
  const http = useHttp();
  const property = useLoaded<Row | undefined>(
    `property:${propertyUniqueId}`,
    async () => (await http<{ data?: Row }>('/properties', { query: { propertyUniqueId } })).json?.data,
    undefined,
  );
  if (property.error)
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {property.error.message}
      </Alert>
    );
  const owner = textOf(property.data, 'ownerName');
  const address = textOf(property.data, 'propertyAddress');
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      {translateText(translate, 'Property')} {propertyUniqueId}
      {owner ? ` · ${owner}` : ''}
      {address ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {address}
        </Typography>
      ) : null}
    </Typography>
  );
}

/**
 * The staff ledger (/properties/ledger/:propertyId?), inside the shell: find a property, then its
 * ledger, bill and (officials) audit tabs, as in the property details. The public /ledger is the
 * citizens' page.
 */
export default function StaffLedgerPage() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const basename = useBasename();
  const navigate = useNavigate();
  const { propertyId = '' } = useParams();
  const base = `${basename}${menuLinkPath(ROUTES.staffLedger)}`;
  const open = (id: string | null) => navigate(id ? `${base}/${encodeURIComponent(id)}` : base);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('Ledger')} />
      <SectionHeading>{t('Ledger')}</SectionHeading>
      {propertyId ? (
        <>
          <Button size="small" onClick={() => open(null)}>
            {t('Choose another property')}
          </Button>
          <PropertyHeading propertyUniqueId={propertyId} />
          <Box sx={{ mt: 2 }}>
            <Suspense fallback={<CircularProgress aria-label={t('Loading')} />}>
              <PropertyMoney key={propertyId} propertyUniqueId={propertyId} initialTab="ledger" />
            </Suspense>
          </Box>
        </>
      ) : (
        <PropertyPicker onPick={open} />
      )}
    </Box>
  );
}
