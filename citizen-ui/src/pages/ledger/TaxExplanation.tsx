import { Link } from 'react-router-dom';
import {
  floorLabel,
  formatBasisPoints,
  formatQuantity,
  formatThousandths,
  ROUTES,
  routePath,
  TAX_HEADS,
  type CalculatedTax,
} from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { rupees } from '../../shared/money';
import { useLoad } from '../../shared/useLoad';
import { RECEIPT_TEXTS } from '../receipt/texts';
import { fetchTax, taxKey } from './api';
import { EXPLAIN_TEXTS, type ExplainTexts } from './explainTexts';
import { WhenLoaded } from '../../shared/LoadFailure';

interface Props {
  propertyUniqueId: string;
  financialYear: string;
  lang: Lang;
  tryAgain: string;
}

/** Whether these figures are the ones this year's demand was raised on (the server's own test, demands/explanation.ts). */
function note(tax: CalculatedTax, e: ExplainTexts): string | null {
  const { recorded } = tax;
  if (!recorded) return e.notAssessed;
  const same =
    recorded.inputsFingerprint === tax.inputsFingerprint && recorded.ruleSetVersion === tax.ruleSetVersion;
  return same ? null : e.changed;
}

function Table({
  caption,
  head,
  rows,
  foot,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  foot: string[];
}) {
  const cells = (row: string[]) =>
    row.slice(1).map((cell, index) => (
      <td key={index} role="cell" data-label={head[index + 1]}>
        {cell}
      </td>
    ));
  return (
    <table className="ledger-table" role="table">
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {head.map((cell) => (
            <th key={cell} role="columnheader" scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => (
          <tr key={index} role="row">
            <th role="rowheader" scope="row">
              {row[0]}
            </th>
            {cells(row)}
          </tr>
        ))}
      </tbody>
      <tfoot role="rowgroup" className="ledger-table__total">
        <tr role="row">
          <th role="rowheader" scope="row">
            {foot[0]}
          </th>
          {cells(foot)}
        </tr>
      </tfoot>
    </table>
  );
}

function Workings({ tax, lang, e }: { tax: CalculatedTax; lang: Lang; e: ExplainTexts }) {
  const heads = RECEIPT_TEXTS[lang].heads;
  const floors: string[][] = tax.floors.map((floor) => [
    `${floorLabel(floor.floorNumber)[lang]} (${[e.usage[floor.usage], ...(floor.usage === 'residential' ? [e.occupancy[floor.rentType]] : [])].join(', ')})`,
    formatQuantity(floor.coveredAreaSqft),
    formatQuantity(floor.carpetAreaSqft),
    rupees(floor.ratePaise),
    formatThousandths(floor.factorThousandths),
    rupees(floor.valuePaise),
  ]);
  const land = tax.vacantLand;
  if (land.areaSqft > 0)
    floors.push([
      e.land,
      '-',
      formatQuantity(land.areaSqft),
      rupees(land.ratePaise),
      '-',
      rupees(land.valuePaise),
    ]);
  const taxes = TAX_HEADS.map((head) => {
    const line = tax.taxes[head];
    return [
      heads[head],
      line.levied ? formatBasisPoints(line.basisPoints) : e.notLevied,
      rupees(line.amountPaise),
    ];
  });
  const lines = [
    ...tax.floors.map((floor) => floor.explanation),
    ...(land.areaSqft > 0 ? [land.explanation] : []),
    tax.arvExplanation,
    ...TAX_HEADS.map((head) => tax.taxes[head].explanation),
    ...(tax.metroRail.explanation ? [tax.metroRail.explanation] : []),
  ];
  return (
    <>
      <Table
        caption={e.floorsCaption}
        head={[e.floor, e.covered, e.carpet, e.rate, e.factor, e.value]}
        rows={floors}
        foot={[e.arv, '', '', '', '', rupees(tax.arvPaise)]}
      />
      <Table
        caption={e.taxesCaption}
        head={[e.tax, e.taxRate, e.amount]}
        rows={taxes}
        foot={[e.totalTax, '', rupees(tax.totalTaxPaise)]}
      />
      <h3 className="ledger-explain__workings">{e.workings}</h3>
      <ul className="ledger-explain__lines">
        {lines.map((line, index) => (
          <li key={index}>{line[lang]}</li>
        ))}
      </ul>
    </>
  );
}

/** The tax engine's working of this year's tax for the property (GET properties/calculateTax), loaded when asked for. */
export default function TaxExplanation({ propertyUniqueId, financialYear, lang, tryAgain }: Props) {
  const e = EXPLAIN_TEXTS[lang];
  const { state, reload } = useLoad(taxKey(propertyUniqueId, financialYear), fetchTax);
  return (
    <div className="ledger-explain" data-testid="explanation">
      <p>{e.intro(financialYear)}</p>
      <WhenLoaded state={state} reload={reload} tryAgain={tryAgain}>
        {(tax) => (
          <>
            {note(tax, e) ? <p className="ledger-note ledger-note--warn">{note(tax, e)}</p> : null}
            <Workings tax={tax} lang={lang} e={e} />
          </>
        )}
      </WhenLoaded>
      <Link className="ledger-link" to={routePath(ROUTES.arv, { propertyId: propertyUniqueId })}>
        {e.arvLink}
      </Link>
    </div>
  );
}
