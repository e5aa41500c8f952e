import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { financialYearOfInstant, presentAssessment, shiftFinancialYear, type ArvLine } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { ARV_TEXTS } from './texts';
import { useCalculatedTax } from './useCalculatedTax';
import './arv.css';
import { LoadFailure } from '../../shared/LoadFailure';

const YEARS_SHOWN = 3;

function LineCard({ line, t }: { line: ArvLine; t: (typeof ARV_TEXTS)['en'] }) {
  return (
    <li className="arv-line">
      <div className="arv-line__head">
        <span className="arv-line__label">
          {line.label}
          {line.usage ? (
            <span className="arv-line__kind"> · {[line.usage, line.occupancy].join(', ')}</span>
          ) : null}
        </span>
        <span className="arv-line__value">{line.value}</span>
      </div>
      <dl className="arv-line__facts">
        {line.coveredArea ? (
          <div>
            <dt>{t.covered}</dt>
            <dd>{line.coveredArea}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.carpet}</dt>
          <dd>{line.carpetArea}</dd>
        </div>
        <div>
          <dt>{t.ratePerMonth}</dt>
          <dd>{line.rate}</dd>
        </div>
        {line.factor ? (
          <div>
            <dt>{t.factor}</dt>
            <dd>{line.factor}</dd>
          </div>
        ) : null}
      </dl>
      <p className="arv-explain">{line.explanation}</p>
    </li>
  );
}

/**
 * /arv/:propertyId: a citizen's property, floor by floor: the ARV of each floor and of the open land,
 * the total, and the house, water and sewer tax with the lines that explain them (calculateTax).
 */
export default function ArvPage() {
  const { propertyId = '' } = useParams();
  const { m, lang } = useI18n();
  const t = ARV_TEXTS[lang];
  usePageTitle(m.pages.arv);
  const current = financialYearOfInstant(Date.now());
  const [financialYear, setFinancialYear] = useState(current);
  const { state, reload } = useCalculatedTax(propertyId, financialYear);
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => shiftFinancialYear(current, -i));

  return (
    <section className="arv">
      <h1>{m.pages.arv}</h1>
      <p className="arv__property">
        {t.propertyId}: <strong>{propertyId}</strong>
      </p>
      <label className="arv__year">
        {t.financialYear}
        <select value={financialYear} onChange={(event) => setFinancialYear(event.target.value)}>
          {years.map((year) => (
            <option key={year}>{year}</option>
          ))}
        </select>
      </label>
      {state.status === 'loading' ? <Spinner /> : null}
      {state.status === 'failed' ? (
        <LoadFailure message={state.message} reload={reload} label={t.tryAgain} />
      ) : null}
      {state.status === 'loaded' ? <Figures shown={presentAssessment(state.data, lang)} t={t} /> : null}
    </section>
  );
}

function Figures({ shown, t }: { shown: ReturnType<typeof presentAssessment>; t: (typeof ARV_TEXTS)['en'] }) {
  return (
    <>
      <div className="arv__totals">
        <div className="arv-total">
          <span>{t.arv}</span>
          <strong data-testid="arv-total">{shown.arv}</strong>
        </div>
        <div className="arv-total">
          <span>{t.totalTax}</span>
          <strong data-testid="tax-total">{shown.total}</strong>
        </div>
      </div>
      {shown.metroRail ? <p className="arv-explain">{shown.metroRail}</p> : null}
      <h2>{t.floorsHeading}</h2>
      <ul className="arv-lines" aria-label={t.floorsHeading}>
        {shown.floors.map((line) => (
          <LineCard key={line.label} line={line} t={t} />
        ))}
        <LineCard line={shown.land} t={t} />
      </ul>
      <p className="arv-explain arv-explain--sum">{shown.arvExplanation}</p>
      <h2>{t.taxesHeading}</h2>
      <ul className="arv-lines" aria-label={t.taxesHeading}>
        {shown.taxes.map((tax) => (
          <li key={tax.head} className="arv-line">
            <div className="arv-line__head">
              <span className="arv-line__label">
                {tax.name}
                <span className="arv-line__kind"> · {tax.rate}</span>
              </span>
              <span className="arv-line__value">{tax.amount}</span>
            </div>
            <p className="arv-explain">{tax.explanation}</p>
          </li>
        ))}
      </ul>
      <p className="arv__note">{t.rounding}</p>
    </>
  );
}
