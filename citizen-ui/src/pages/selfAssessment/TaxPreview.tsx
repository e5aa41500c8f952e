import { floorLabel, formatBasisPoints, type Assessment } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { rupees } from '../../shared/money';
import type { PreviewAsk } from './previewQuery';
import type { PreviewTexts } from './previewTexts';
import type { FormTexts } from './texts';
import type { Preview } from './usePreview';

interface TaxPreviewProps {
  ask: PreviewAsk;
  preview: Preview;
  t: FormTexts;
  p: PreviewTexts;
  lang: Lang;
}

interface Line {
  key: string;
  label: string;
  value: string;
  explanation: string;
}

function Lines({ heading, lines }: { heading: string; lines: Line[] }) {
  return (
    <>
      <h3>{heading}</h3>
      <ul className="sa-lines">
        {lines.map((line) => (
          <li key={line.key} className="sa-line">
            <div className="sa-line__head">
              <span>{line.label}</span>
              <span className="sa-line__value">{line.value}</span>
            </div>
            <p className="sa-explain">{line.explanation}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Figures({ a, p, lang }: { a: Assessment; p: PreviewTexts; lang: Lang }) {
  const floors: Line[] = a.floors.map((floor, index) => ({
    key: `floor-${index}`,
    label: floorLabel(floor.floorNumber)[lang],
    value: rupees(floor.valuePaise),
    explanation: floor.explanation[lang],
  }));
  const land = {
    key: 'land',
    label: p.land,
    value: rupees(a.vacantLand.valuePaise),
    explanation: a.vacantLand.explanation[lang],
  };
  const taxes: Line[] = (['house', 'water', 'sewer'] as const).map((head) => {
    const tax = a.taxes[head];
    const rate = tax.levied ? formatBasisPoints(tax.basisPoints) : p.notLevied;
    return {
      key: head,
      label: `${p.taxNames[head]} · ${rate}`,
      value: rupees(tax.amountPaise),
      explanation: tax.explanation[lang],
    };
  });
  return (
    <>
      <p className="sa-preview__year">{p.year(a.financialYear)}</p>
      <dl className="sa-totals">
        <div>
          <dt>{p.arv}</dt>
          <dd data-testid="preview-arv">{rupees(a.arvPaise)}</dd>
        </div>
        <div>
          <dt>{p.totalTax}</dt>
          <dd data-testid="preview-tax">{rupees(a.totalTaxPaise)}</dd>
        </div>
      </dl>
      <Lines heading={p.floorsHeading} lines={[...floors, land]} />
      <p className="sa-explain">{a.arvExplanation[lang]}</p>
      <Lines heading={p.taxesHeading} lines={taxes} />
    </>
  );
}

/** The tax the form describes, for this year, worked out by the shared engine on the server as the user types. */
export function TaxPreview({ ask, preview, t, p, lang }: TaxPreviewProps) {
  const { assessment, updating, failure } = preview;
  const said =
    assessment && !updating ? p.summary(rupees(assessment.arvPaise), rupees(assessment.totalTaxPaise)) : '';
  return (
    // Focusable: on a wide screen it scrolls on its own beside the form.
    <aside className="sa-preview" aria-labelledby="sa-preview-heading" data-testid="tax-preview" tabIndex={0}>
      <h2 id="sa-preview-heading" className="sa-section__bar">
        {p.heading}
      </h2>
      <div className="sa-section__body">
        {ask.query === null ? (
          <>
            <p>{p.fillIn}</p>
            <ul className="sa-missing">
              {ask.missing.map((key) => (
                <li key={key}>{t.labels[key] ?? key}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p role="status" className={said ? 'visually-hidden' : 'sa-note'}>
          {failure ?? (said || (updating ? p.updating : ''))}
        </p>
        {ask.query !== null && assessment ? (
          <div className={updating ? 'sa-preview__stale' : undefined}>
            <Figures a={assessment} p={p} lang={lang} />
            {ask.flagsAssumed ? <p className="sa-note">{p.flagsAssumed}</p> : null}
            {ask.floorsLeftOut ? <p className="sa-note">{p.floorsLeftOut(ask.floorsLeftOut)}</p> : null}
            <p className="sa-note">{p.estimate}</p>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
