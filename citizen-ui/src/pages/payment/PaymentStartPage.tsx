import { ROUTES, routePath } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { LedgerSearchForm } from '../ledger/LedgerSearchForm';
import { LEDGER_TEXTS } from '../ledger/texts';
import { PAYMENT_START_TEXTS } from './paymentStartTexts';
import '../ledger/ledger.css';

const payPageOf = (propertyUniqueId: string) => routePath(ROUTES.payOnlineTax, { propertyUniqueId });

/** /payment: the property ID (the same form as the ledger's), then the pay page of that property. */
export default function PaymentStartPage() {
  const { m, lang } = useI18n();
  const t = PAYMENT_START_TEXTS[lang];
  usePageTitle(m.pages.payment);
  return (
    <section className="ledger ledger--narrow">
      <h1>{m.pages.payment}</h1>
      <p>{t.intro}</p>
      <LedgerSearchForm t={LEDGER_TEXTS[lang]} target={payPageOf} heading={t.heading} action={t.action} />
      <p>{t.safe}</p>
    </section>
  );
}
