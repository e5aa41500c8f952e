import { Link, useParams, useSearchParams } from 'react-router-dom';
import { financialYearOfInstant, ROUTES } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import type { Lang } from '../../i18n/messages';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad } from '../../shared/useLoad';
import { fetchBill, fetchLedger, fetchProperty, ledgerKey, type PublicProperty } from './api';
import { AsOfForm } from './AsOfForm';
import { dayText } from './format';
import { LedgerSearchForm } from './LedgerSearchForm';
import { LedgerYears } from './LedgerYears';
import { OwedToday } from './OwedToday';
import { Payments } from './Payments';
import { PropertyHeader } from './PropertyHeader';
import { checkPropertyId } from './propertyId';
import { LEDGER_TEXTS, type LedgerTexts } from './texts';
import { SelfAssessmentInvite } from '../../shared/SelfAssessmentInvite';
import { WhenLoaded } from '../../shared/LoadFailure';
import { WhyThisTax } from './WhyThisTax';
import './ledger.css';

interface Shown {
  property: PublicProperty;
  t: LedgerTexts;
  lang: Lang;
}

/** Today's bill: what is owed, the pay button, the bill PDF. */
function Owed({ property, t, lang }: Shown) {
  const { state, reload } = useLoad(property.propertyUniqueId, fetchBill);
  return (
    <section className="ledger-card ledger-owed" aria-labelledby="ledger-owed-heading">
      <h2 id="ledger-owed-heading">{t.owedHeading}</h2>
      <WhenLoaded state={state} reload={reload} tryAgain={t.tryAgain}>
        {(bill) => <OwedToday bill={bill} t={t} lang={lang} />}
      </WhenLoaded>
    </section>
  );
}

/** The ledger on the day in the address (?asOf=YYYY-MM-DD, none: today): years, totals and payments. */
function LedgerOnDay({ property, t, lang }: Shown) {
  const [search, setSearch] = useSearchParams();
  const asOf = search.get('asOf') || null;
  const { state, reload } = useLoad(ledgerKey(property.propertyUniqueId, asOf), fetchLedger);
  const choose = (day: string | null) => setSearch(day ? { asOf: day } : {});
  const said = state.status === 'loaded' ? dayText(state.data.asOf, lang) : null;
  return (
    <>
      <section className="ledger-section" aria-labelledby="ledger-years-heading">
        <h2 id="ledger-years-heading">{t.yearsHeading}</h2>
        <AsOfForm asOf={asOf} onChange={choose} t={t} />
        <p role="status" className="ledger-asof__said" data-testid="as-of">
          {said ? (asOf ? t.asOfDay(said) : t.asOfToday(said)) : null}
        </p>
        <WhenLoaded state={state} reload={reload} tryAgain={t.tryAgain}>
          {(ledger) => <LedgerYears ledger={ledger} t={t} lang={lang} />}
        </WhenLoaded>
      </section>
      {state.status === 'loaded' ? (
        <section className="ledger-section" aria-labelledby="ledger-payments-heading">
          <h2 id="ledger-payments-heading">{t.paymentsHeading}</h2>
          <Payments
            payments={state.data.payments}
            propertyUniqueId={state.data.propertyUniqueId}
            t={t}
            lang={lang}
          />
        </section>
      ) : null}
    </>
  );
}

function Unknown({ id, t }: { id: string; t: LedgerTexts }) {
  return (
    <>
      <p className="ledger-alert" role="alert">
        {t.notFound(id)} <Link to={ROUTES.searchProperty.path}>{t.searchLink}</Link>
      </p>
      <SelfAssessmentInvite kind="notRegistered" />
      <LedgerSearchForm t={t} />
    </>
  );
}

/** The property's record first: an unknown ID is said once, plainly, instead of three failed sections. */
function Found({ id, t, lang }: { id: string; t: LedgerTexts; lang: Lang }) {
  const { state, reload } = useLoad(id, fetchProperty);
  return (
    <WhenLoaded state={state} reload={reload} tryAgain={t.tryAgain}>
      {(property) =>
        property ? (
          <>
            <PropertyHeader property={property} t={t} />
            <Owed property={property} t={t} lang={lang} />
            <LedgerOnDay property={property} t={t} lang={lang} />
            <WhyThisTax
              propertyUniqueId={property.propertyUniqueId}
              financialYear={financialYearOfInstant(Date.now())}
              t={t}
              lang={lang}
            />
          </>
        ) : (
          <Unknown id={id} t={t} />
        )
      }
    </WhenLoaded>
  );
}

/**
 * /ledger/:propertyId: a citizen's ledger on a phone: the property, what is owed today and the pay
 * button, the ledger by year and tax as of any day, the payments with their receipts, and how this
 * year's tax was worked out. An ID that cannot be one is explained without asking the server.
 */
export default function PropertyLedgerPage() {
  const { propertyId = '' } = useParams();
  const { m, lang } = useI18n();
  const t = LEDGER_TEXTS[lang];
  usePageTitle(m.pages.ledgerOfProperty);
  const checked = checkPropertyId(propertyId);
  return (
    <section className="ledger">
      <h1>{m.pages.ledgerOfProperty}</h1>
      {checked.id ? (
        <Found key={checked.id} id={checked.id} t={t} lang={lang} />
      ) : (
        <LedgerSearchForm key={propertyId} t={t} initial={propertyId} />
      )}
    </section>
  );
}
