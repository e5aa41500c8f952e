import { Link } from 'react-router-dom';
import { ROUTES, routePath } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { indianDay } from '../../shared/dates';
import { rupees } from '../../shared/money';
import type { SelfAssessmentStatusRow } from './api';
import { FORM_NAMES } from './formNames';
import type { StatusTexts } from './statusTexts';

const MARKS = { submitted: '…', accepted: '✓', rejected: '✗' } as const;
const TONES = { submitted: 'waiting', accepted: 'good', rejected: 'bad' } as const;

/** Where a self-assessment stands: the decision (the reason of a rejection), the dates and the figures. */
export function StatusCard({ row, t, lang }: { row: SelfAssessmentStatusRow; t: StatusTexts; lang: Lang }) {
  const place = [row.mohallaName, row.wardName].filter(Boolean).join(', ');
  const facts: [string, string, string][] = [
    [t.form, FORM_NAMES[lang][row.form], 'form'],
    [t.owner, row.ownerName, 'owner'],
    ...(place ? [[t.place, place, 'place'] as [string, string, string]] : []),
    [t.financialYear, row.financialYear, 'financial-year'],
    [t.submittedOn, indianDay(row.submittedAt), 'submitted-on'],
    ...(row.decidedAt
      ? [[t.decidedOn, indianDay(row.decidedAt), 'decided-on'] as [string, string, string]]
      : []),
    [t.arv, rupees(row.arvPaise), 'arv'],
    [t.tax, rupees(row.totalTaxPaise), 'tax'],
  ];
  const propertyId = row.status === 'accepted' ? row.propertyUniqueId : null;
  return (
    <article className="sa-card sa-lookup" aria-labelledby="sa-card-heading">
      <h2 id="sa-card-heading">{t.cardTitle(row.selfAssessmentId)}</h2>
      <div className={`status-banner status-banner--${TONES[row.status]}`} data-testid="status">
        <span aria-hidden="true">{MARKS[row.status]}</span>
        <div>
          <p>{t.statusNotes[row.status]}</p>
          {row.status === 'rejected' && row.rejectionReason ? (
            <p data-testid="reason">
              {t.reason}: {row.rejectionReason}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="facts">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
        {propertyId ? (
          <div>
            <dt>{t.propertyId}</dt>
            <dd data-testid="property-id">{propertyId}</dd>
          </div>
        ) : null}
      </dl>
      {propertyId ? (
        <Link className="button" to={routePath(ROUTES.ledgerOfProperty, { propertyId })}>
          {t.viewLedger}
        </Link>
      ) : null}
    </article>
  );
}
