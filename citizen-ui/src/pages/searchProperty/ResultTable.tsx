import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, routePath } from '@ptax/contracts';
import type { PropertyRow } from './api';
import type { SearchTexts } from './texts';

/** Whatever the server sent, only the last four digits are ever shown (it masks already; never unmask). */
export const maskedMobile = (mobile: string) => mobile.replace(/\d(?=(?:\D*\d){4})/g, '*');

const dash = (value: string | null | undefined) => value || '—';

function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td role="cell" className={className}>
      {/* The column's name, shown on a phone where the row is a card; the table header names it for screen readers. */}
      <span className="result__label" aria-hidden="true">
        {label}
      </span>
      <span className="result__value">{children}</span>
    </td>
  );
}

function Actions({ id, t }: { id: string; t: SearchTexts }) {
  const links: [string, string][] = [
    [t.viewLedger, routePath(ROUTES.ledgerOfProperty, { propertyId: id })],
    [t.payOnline, routePath(ROUTES.payOnlineTax, { propertyUniqueId: id })],
    [t.arv, routePath(ROUTES.arv, { propertyId: id })],
  ];
  return (
    <td role="cell" className="result__actions">
      {links.map(([label, to]) => (
        <Link key={to} to={to} className="result__action">
          {label}
          <span className="visually-hidden">{t.ofProperty(id)}</span>
        </Link>
      ))}
    </td>
  );
}

/**
 * One markup for both screens: a table on a wide screen, each row a card on a phone (searchProperty.css).
 * The roles are spelt out because some browsers drop a table's meaning once its display is changed.
 */
export function ResultTable({ rows, t }: { rows: PropertyRow[]; t: SearchTexts }) {
  const c = t.columns;
  return (
    <table role="table" className="results" aria-labelledby="results-heading">
      <thead role="rowgroup" className="results__head">
        <tr role="row">
          {[c.owner, c.relative, c.houseNumber, c.address, c.place, c.propertyId, c.actions].map((name) => (
            <th role="columnheader" scope="col" key={name}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr role="row" key={row.id} className="result" data-testid="result">
            <Cell label={c.owner} className="result__owner">
              <strong>{row.ownerName}</strong>
              {row.mobileNumber ? (
                <span className="result__mobile">
                  {t.mobile}: <span data-testid="mobile">{maskedMobile(row.mobileNumber)}</span>
                </span>
              ) : null}
            </Cell>
            <Cell label={c.relative}>{dash(row.fatherName ?? row.husbandName)}</Cell>
            <Cell label={c.houseNumber}>{dash(row.houseNumber)}</Cell>
            <Cell label={c.address}>{dash(row.propertyAddress)}</Cell>
            <Cell label={c.place}>
              {dash(row.mohallaName)}
              <span className="result__ward">{t.ward(row.wardNo, row.wardName)}</span>
            </Cell>
            <Cell label={c.propertyId} className="result__id">
              {row.propertyUniqueId}
            </Cell>
            <Actions id={row.propertyUniqueId} t={t} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
