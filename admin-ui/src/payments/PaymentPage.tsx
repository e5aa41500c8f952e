import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SectionHeading } from '../components/SectionHeading';
import { translateText } from '../providers/i18n/i18nProvider';
import { useHttp, useLoaded } from '../properties/api';
import { textOf } from '../properties/format';
import { useBill, type Bill } from './bill';
import { BillSummary } from './BillSummary';
import { PropertyPicker } from './PropertyPicker';

type Row = Record<string, unknown>;

/** The search parameter naming the property on the routes without one (/offlinePayment?propertyUniqueId=). */
export const PROPERTY_PARAM = 'propertyUniqueId';

/**
 * The property of a payment screen: the route's :propertyUniqueId (/pay-offline-tax/{id}) or the
 * search parameter; choosing another keeps the same screen.
 */
function useChosenProperty(): [string, (id: string | null) => void] {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const fromRoute = params.propertyUniqueId;
  const id = fromRoute ?? search.get(PROPERTY_PARAM) ?? '';
  const choose = (next: string | null) => {
    if (fromRoute !== undefined && next) {
      const base = location.pathname.slice(0, location.pathname.lastIndexOf('/'));
      navigate(`${base}/${encodeURIComponent(next)}`);
    } else setSearch(next ? { [PROPERTY_PARAM]: next } : {});
  };
  return [id, choose];
}

/** What a payment form needs of the chosen property. */
export interface PaymentContext {
  propertyUniqueId: string;
  bill: Bill;
  /** The property record (owner, mobile, email), when the register answered. */
  property?: Row;
  /** Reads the bill again (after a payment). */
  reload: () => void;
  /** Back to choosing a property. */
  clear: () => void;
}

/**
 * The frame of the payment entry screens: choose a property, see its bill, then the screen's form.
 */
export function PaymentPage({
  title,
  children,
}: {
  title: string;
  children: (ctx: PaymentContext) => ReactNode;
}) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const http = useHttp();
  const [propertyUniqueId, choose] = useChosenProperty();
  const { state, reload } = useBill(propertyUniqueId || undefined);
  // The owner's details for the forms (payer name, mobile); the bill alone is enough without them.
  const property = useLoaded<Row | undefined>(
    propertyUniqueId ? `property:${propertyUniqueId}` : null,
    async () =>
      (await http<{ data?: Row }>('/properties', { query: { propertyUniqueId } }).catch(() => null))?.json
        ?.data,
    undefined,
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t(title)} />
      <SectionHeading>{t(title)}</SectionHeading>
      {propertyUniqueId ? (
        <Button size="small" onClick={() => choose(null)}>
          {t('Choose another property')}
        </Button>
      ) : (
        <PropertyPicker onPick={choose} />
      )}
      {state.status === 'loading' ? <CircularProgress aria-label={t('Loading')} sx={{ mt: 2 }} /> : null}
      {state.status === 'failed' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {state.message}
        </Alert>
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <BillSummary bill={state.bill} ownerName={textOf(property.data, 'ownerName') || undefined} />
          {children({
            propertyUniqueId,
            bill: state.bill,
            property: property.data,
            reload,
            clear: () => choose(null),
          })}
        </>
      ) : null}
    </Box>
  );
}
