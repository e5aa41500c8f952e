import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/I18nProvider';
import type { Lang } from '../../i18n/messages';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad, type Loaded } from '../../shared/useLoad';
import { lookupReceipt, receiptQuery, type Receipt } from './api';
import { ReceiptCard } from './ReceiptCard';
import { ReceiptSearch } from './ReceiptSearch';
import { StatusBanner } from './StatusBanner';
import { RECEIPT_TEXTS, type ReceiptTexts } from './texts';
import { Verification } from './Verification';
import './receipt.css';
import { LoadFailure } from '../../shared/LoadFailure';

interface FoundProps {
  number: string;
  property: string;
  state: Loaded<Receipt | null>;
  reload: () => void;
  t: ReceiptTexts;
  lang: Lang;
}

/** The answer to a search; its standing (or that nothing was found) is read out as it arrives. */
function Found({ number, property, state, reload, t, lang }: FoundProps) {
  const receipt = state.status === 'loaded' ? state.data : null;
  return (
    <>
      {state.status === 'loading' ? <Spinner /> : null}
      <div role="status" className="receipt-outcome">
        {receipt ? <StatusBanner status={receipt.status} t={t} /> : null}
        {state.status === 'loaded' && !receipt ? (
          <p className="receipt-card receipt-not-found">{t.notFound(number, property)}</p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <LoadFailure message={state.message} reload={reload} label={t.tryAgain} />
      ) : null}
      {receipt ? <ReceiptCard receipt={receipt} t={t} lang={lang} /> : null}
    </>
  );
}

/**
 * /paymentReceipt: find a receipt by its number or its payment's transaction id and its property id
 * (?number=&property=), see whether it still counts and print it; the QR code of a paper receipt
 * opens ?verify=<token> to check it is ours.
 */
export default function PaymentReceiptPage() {
  const [search, setSearch] = useSearchParams();
  const number = search.get('number')?.trim() || null;
  const property = search.get('property')?.trim() || null;
  const token = search.get('verify')?.trim() || null;
  const { m, lang, city } = useI18n();
  const t = RECEIPT_TEXTS[lang];
  usePageTitle(m.pages.paymentReceipt);
  const asked = number && property ? receiptQuery(number, property) : null;
  const lookup = useLoad(asked, lookupReceipt);
  // In the address, so the back button and a reload keep the answer; the same question again asks again.
  const find = (wanted: { number: string; property: string }) =>
    receiptQuery(wanted.number, wanted.property) === asked ? lookup.reload() : setSearch(wanted);

  return (
    <section className="receipt">
      <h1>{m.pages.paymentReceipt}</h1>
      {token ? <Verification token={token} t={t} city={city} /> : null}
      <ReceiptSearch initial={{ number: number ?? '', property: property ?? '' }} onFind={find} t={t} />
      {number && property ? (
        <Found
          number={number}
          property={property}
          state={lookup.state}
          reload={lookup.reload}
          t={t}
          lang={lang}
        />
      ) : null}
    </section>
  );
}
