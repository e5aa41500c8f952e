import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@ptax/contracts';
import { indianDay } from '../../shared/dates';
import { rupees } from '../../shared/money';
import type { Submitted } from './api';
import type { PreviewTexts } from './previewTexts';
import { FORM_NAMES } from './formNames';
import type { Lang } from '../../i18n/messages';

/** Where the citizen follows a self-assessment by its number (and, there, the mobile number). */
export const statusPathOf = (selfAssessmentId: string) =>
  `${ROUTES.selfAssessmentStatus.path}?${new URLSearchParams({ selfAssessmentId })}`;

/** After submitting: the number to keep, shown large and read out first, with what was assessed. */
export function Confirmation({ submitted, p, lang }: { submitted: Submitted; p: PreviewTexts; lang: Lang }) {
  const c = p.confirmation;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const facts: [string, string, string][] = [
    [c.form, FORM_NAMES[lang][submitted.form], 'form'],
    [c.financialYear, submitted.financialYear, 'financial-year'],
    [c.submittedOn, indianDay(submitted.submittedAt), 'submitted-on'],
    [c.arv, rupees(submitted.arvPaise), 'arv'],
    [c.tax, rupees(submitted.totalTaxPaise), 'tax'],
  ];
  return (
    <section className="sa-card sa-confirmation" aria-labelledby="sa-confirmation-heading">
      <h2 id="sa-confirmation-heading" ref={heading} tabIndex={-1}>
        {c.title}
      </h2>
      <p className="sa-number-label">{c.number}</p>
      <p className="sa-number" data-testid="self-assessment-id">
        {submitted.selfAssessmentId}
      </p>
      <p className="sa-keep">{c.keep}</p>
      <dl className="facts">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link className="button" to={statusPathOf(submitted.selfAssessmentId)}>
        {c.status}
      </Link>
    </section>
  );
}
