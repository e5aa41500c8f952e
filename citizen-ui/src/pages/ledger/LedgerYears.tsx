import { TAX_HEADS } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { rupees } from '../../shared/money';
import { RECEIPT_TEXTS } from '../receipt/texts';
import type { Ledger, LedgerYear } from './api';
import { FiguresTable } from './FiguresTable';
import { dayText } from './format';
import { hasAdjustments, newestFirst, sumOfYears } from './totals';
import type { LedgerTexts } from './texts';

interface Props {
  ledger: Ledger;
  t: LedgerTexts;
  lang: Lang;
}

function Year({
  year,
  open,
  showAdjustment,
  t,
  lang,
}: { year: LedgerYear; open: boolean; showAdjustment: boolean } & Omit<Props, 'ledger'>) {
  const heads = RECEIPT_TEXTS[lang].heads;
  return (
    <details className="ledger-year" open={open} data-testid={`year-${year.financialYear}`}>
      <summary>
        <span className="ledger-year__name">
          {year.financialYear} <span className="ledger-year__kind">{t.kinds[year.kind]}</span>
        </span>
        <span className="ledger-year__balance">
          {t.balance} {rupees(year.total.balancePaise)}
        </span>
      </summary>
      <FiguresTable
        caption={t.yearCaption(year.financialYear)}
        rows={TAX_HEADS.map((head) => ({ key: head, label: heads[head], figures: year.heads[head] }))}
        total={{ key: 'total', label: t.yearTotal, figures: year.total }}
        showAdjustment={showAdjustment}
        t={t}
      />
    </details>
  );
}

/** The years of the ledger, newest first with it open, the older ones folded; then the sum of all years. */
export function LedgerYears({ ledger, t, lang }: Props) {
  if (ledger.years.length === 0) return <p className="ledger-card">{t.noYears}</p>;
  const years = newestFirst(ledger.years);
  const showAdjustment = hasAdjustments(years);
  return (
    <>
      {years.map((year, index) => (
        <Year
          key={year.financialYear}
          year={year}
          open={index === 0}
          showAdjustment={showAdjustment}
          t={t}
          lang={lang}
        />
      ))}
      <div className="ledger-card ledger-all-years">
        <FiguresTable
          caption={t.allYears}
          rows={[]}
          total={{ key: 'all-years', label: t.allYears, figures: sumOfYears(years) }}
          showAdjustment={showAdjustment}
          t={t}
        />
        <dl className="ledger-dues">
          {ledger.totals.advancePaise > 0 ? (
            <div>
              <dt>{t.advance}</dt>
              <dd data-testid="ledger-advance">− {rupees(ledger.totals.advancePaise)}</dd>
            </div>
          ) : null}
          <div className="ledger-dues__net">
            <dt>{t.dueOn(dayText(ledger.asOf, lang))}</dt>
            <dd data-testid="ledger-due">{rupees(ledger.totals.totalDuePaise)}</dd>
          </div>
        </dl>
      </div>
    </>
  );
}
