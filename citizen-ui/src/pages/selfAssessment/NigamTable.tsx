import { Fragment, useState } from 'react';
import { floorLabel } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { indianDay } from '../../shared/dates';
import { rupees } from '../../shared/money';
import type { NigamRow } from './api';
import { FORM_NAMES } from './formNames';
import { NigamDecision } from './NigamDecision';
import type { NigamTexts } from './nigamTexts';

interface TableProps {
  rows: NigamRow[];
  token: string;
  onDecided: (message: string) => void;
  t: NigamTexts;
  lang: Lang;
}

const COLUMNS = ['number', 'owner', 'place', 'form', 'submitted', 'arv', 'tax', 'status', 'actions'] as const;

/** What only staff see: contact details, floors and the documents (signed links that expire). */
function Details({ row, t, lang }: { row: NigamRow; t: NigamTexts; lang: Lang }) {
  return (
    <div className="sa-details">
      <dl className="facts">
        <div>
          <dt>{t.mobile}</dt>
          <dd>{row.mobileNumber ?? '-'}</dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>{row.emailId ?? '-'}</dd>
        </div>
        {row.rejectionReason ? (
          <div>
            <dt>{t.reason}</dt>
            <dd>{row.rejectionReason}</dd>
          </div>
        ) : null}
        {row.propertyUniqueId ? (
          <div>
            <dt>{t.propertyId}</dt>
            <dd>{row.propertyUniqueId}</dd>
          </div>
        ) : null}
      </dl>
      <h3>{t.floors}</h3>
      <ul>
        {row.floors.map((floor, index) => (
          <li key={index}>
            {t.floorLine(
              floorLabel(floor.floorNumber)[lang],
              String(floor.areaSqft),
              t.uses[floor.rentUsage] ?? floor.rentUsage,
            )}
          </li>
        ))}
      </ul>
      <h3>{t.documents}</h3>
      {row.documents.length ? (
        <ul>
          {row.documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                {document.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noDocuments}</p>
      )}
    </div>
  );
}

function Row({ row, token, onDecided, t, lang }: Omit<TableProps, 'rows'> & { row: NigamRow }) {
  const [open, setOpen] = useState(false);
  const detailsId = `sa-details-${row.selfAssessmentId}`;
  const cells: Record<(typeof COLUMNS)[number], string> = {
    number: row.selfAssessmentId,
    owner: row.ownerName,
    place: [row.mohallaName, row.wardName].filter(Boolean).join(', '),
    form: FORM_NAMES[lang][row.form],
    submitted: indianDay(row.submittedAt),
    arv: rupees(row.arvPaise),
    tax: rupees(row.totalTaxPaise),
    status: t.statuses[row.status],
    actions: '',
  };
  return (
    <Fragment>
      <tr>
        {COLUMNS.slice(0, -1).map((column) => (
          <td key={column} className={`sa-table__${column}`} data-label={t.columns[column]}>
            {cells[column]}
          </td>
        ))}
        <td data-label={t.columns.actions}>
          <button
            type="button"
            className="sa-link-button sa-link-button--plain"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? t.hideDetails : t.details}
            <span className="visually-hidden"> {row.selfAssessmentId}</span>
          </button>
          <NigamDecision row={row} token={token} onDecided={onDecided} t={t} lang={lang} />
        </td>
      </tr>
      <tr id={detailsId} className="sa-table__details" hidden={!open}>
        <td colSpan={COLUMNS.length}>{open ? <Details row={row} t={t} lang={lang} /> : null}</td>
      </tr>
    </Fragment>
  );
}

/** A table on a wide screen; each row a card on a phone (selfAssessment.css). */
export function NigamTable({ rows, ...props }: TableProps) {
  return (
    <table className="sa-table">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {props.t.columns[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.selfAssessmentId} row={row} {...props} />
        ))}
      </tbody>
    </table>
  );
}
