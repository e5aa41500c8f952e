import EditNote from '@mui/icons-material/EditNote';
import Payments from '@mui/icons-material/Payments';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Button, CircularProgress, Tab, Tabs } from '@mui/material';
import { LOGIN_TYPES, ROUTES } from '@ptax/contracts';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { translateText } from '../providers/i18n/i18nProvider';
import { useLiveSession } from '../providers/useLiveSession';
import { useBill } from '../payments/bill';
import { BillSummary } from '../payments/BillSummary';
import { PROPERTY_PARAM } from '../payments/PaymentPage';
import { PdfButtons } from '../payments/PdfButtons';
import { MONEY_TAB_PARAM } from '../properties/paths';
import { downloadBill } from '../payments/receipts';
import { AuditHistory } from './AuditHistory';
import { PropertyLedger } from './PropertyLedger';

export type TabKey = 'ledger' | 'bill' | 'history';

const pathWithId = (path: string, id: string) => path.replace(/:[A-Za-z]+$/, encodeURIComponent(id));

/** Where "Take payment" leads: the officials' offline entry, or the operators' pay-offline-tax. */
export function takePaymentPath(basename: string, id: string, loginType: string | undefined) {
  return loginType === LOGIN_TYPES.nagarNigam || loginType === LOGIN_TYPES.jalkal
    ? `${basename}${ROUTES.offlinePayment.path}?${new URLSearchParams({ [PROPERTY_PARAM]: id })}`
    : `${basename}${pathWithId(ROUTES.payOfflineTax.path, id)}`;
}

function BillTab({ propertyUniqueId }: { propertyUniqueId: string }) {
  const translate = useTranslate();
  const { state } = useBill(propertyUniqueId);
  return (
    <Box role="region" aria-label={translateText(translate, 'Bill and its PDF')}>
      <PdfButtons
        label="Download bill"
        download={(lang, token) => downloadBill(propertyUniqueId, lang, token)}
      />
      {state.status === 'loading' ? (
        <CircularProgress aria-label={translateText(translate, 'Loading')} />
      ) : null}
      {state.status === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
      {state.status === 'loaded' ? <BillSummary bill={state.bill} /> : null}
    </Box>
  );
}

/**
 * The money of a property in its details: "Take payment", "Correct arrears" and "Add note", then
 * tabs loaded when opened: the ledger (as of a day), the bill, and for officials the event history
 * with a replay.
 */
export default function PropertyMoney({
  propertyUniqueId,
  initialTab,
}: {
  propertyUniqueId: string;
  /** The tab open at first (the staff ledger screen opens the ledger); none by default. */
  initialTab?: TabKey;
}) {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const basename = useBasename();
  const loginType = useLiveSession()?.claims.loginType;
  const isNigam = loginType === LOGIN_TYPES.nagarNigam;
  // A link may open a tab at once (?money=history from the logs); the history is for officials only.
  const [search] = useSearchParams();
  const [tab, setTab] = useState<TabKey | false>(() => {
    const asked = search.get(MONEY_TAB_PARAM);
    if (asked === 'ledger' || asked === 'bill' || (asked === 'history' && isNigam)) return asked;
    return initialTab ?? false;
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button
          component={Link}
          to={takePaymentPath(basename, propertyUniqueId, loginType)}
          variant="contained"
          size="small"
          startIcon={<Payments />}
        >
          {t('Take payment')}
        </Button>
        {isNigam ? (
          <>
            <Button
              component={Link}
              to={`${basename}${pathWithId(ROUTES.arrearsCorrection.path, propertyUniqueId)}`}
              variant="outlined"
              size="small"
              startIcon={<EditNote />}
            >
              {t('Correct arrears')}
            </Button>
            <Button
              component={Link}
              to={`${basename}${ROUTES.debitCreditNote.path}?${new URLSearchParams({ [PROPERTY_PARAM]: propertyUniqueId })}`}
              variant="outlined"
              size="small"
              startIcon={<ReceiptLong />}
            >
              {t('Add note')}
            </Button>
          </>
        ) : null}
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setTab(next)}
        aria-label={t('Money')}
        variant="scrollable"
      >
        <Tab value="ledger" label={t('Ledger')} />
        <Tab value="bill" label={t('Bill')} />
        {isNigam ? <Tab value="history" label={t('History (audit)')} /> : null}
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {tab === 'ledger' ? <PropertyLedger propertyUniqueId={propertyUniqueId} /> : null}
        {tab === 'bill' ? <BillTab propertyUniqueId={propertyUniqueId} /> : null}
        {tab === 'history' && isNigam ? <AuditHistory propertyUniqueId={propertyUniqueId} /> : null}
      </Box>
    </Box>
  );
}
