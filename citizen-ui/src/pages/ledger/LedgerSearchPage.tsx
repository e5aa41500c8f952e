import { useI18n } from '../../i18n/I18nProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { LedgerSearchForm } from './LedgerSearchForm';
import { LEDGER_TEXTS } from './texts';
import './ledger.css';

/** /ledger: open a property's ledger by its ID. */
export default function LedgerSearchPage() {
  const { m, lang } = useI18n();
  const t = LEDGER_TEXTS[lang];
  usePageTitle(m.pages.ledger);
  return (
    <section className="ledger ledger--narrow">
      <h1>{m.pages.ledger}</h1>
      <p>{t.intro}</p>
      <LedgerSearchForm t={t} />
    </section>
  );
}
