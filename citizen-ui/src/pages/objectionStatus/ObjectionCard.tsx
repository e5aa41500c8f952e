import { indianDay } from '../../shared/dates';
import type { PublicObjection } from './api';
import type { ObjectionStatusTexts } from './texts';

type Fact = [label: string, value: string | null, testId: string];

/** What the status adds: a rejection's reason and day, a resolution's remarks and day. */
function outcomeOf(objection: PublicObjection, t: ObjectionStatusTexts): Fact[] {
  const day = (instant: string | null) => (instant ? indianDay(instant) : null);
  if (objection.status === 'rejected')
    return [
      [t.reason, objection.rejectionReason, 'reason'],
      [t.rejectedOn, day(objection.rejectedAt), 'rejected-on'],
    ];
  if (objection.status === 'resolved')
    return [
      [t.remarks, objection.resolutionRemarks, 'remarks'],
      [t.resolvedOn, day(objection.resolvedAt), 'resolved-on'],
    ];
  return [];
}

/** One objection as anyone may see it: number, property, owner, mohalla, the day raised, its status. */
export function ObjectionCard({ objection, t }: { objection: PublicObjection; t: ObjectionStatusTexts }) {
  const headingId = `objection-${objection.objectionId}`;
  const facts: Fact[] = [
    [t.propertyId, objection.propertyUniqueId, 'property-id'],
    [t.owner, objection.ownerName, 'owner'],
    [t.mohalla, objection.mohallaName, 'mohalla'],
    [t.raisedOn, indianDay(objection.objectionDate || objection.uploadedAt), 'raised-on'],
    ...outcomeOf(objection, t),
  ];
  return (
    <article className={`objection-card objection-card--${objection.status}`} aria-labelledby={headingId}>
      <div className="objection-card__head">
        <h3 id={headingId}>{t.objection(objection.objectionId)}</h3>
        <p className={`objection-badge objection-badge--${objection.status}`} data-testid="status">
          <span className="visually-hidden">{t.status}: </span>
          {t.statusNames[objection.status] ?? objection.status}
        </p>
      </div>
      <dl className="facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value, testId]) => (
            <div key={testId}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
      </dl>
    </article>
  );
}
