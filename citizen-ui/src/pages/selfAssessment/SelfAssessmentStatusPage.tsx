import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { selfAssessmentStatusQuerySchema, type SelfAssessmentStatusQuery } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad } from '../../shared/useLoad';
import { lookupSelfAssessment } from './api';
import { StatusCard } from './StatusCard';
import { StatusSearch } from './StatusSearch';
import { STATUS_TEXTS } from './statusTexts';
import './selfAssessment.css';
import { LoadFailure } from '../../shared/LoadFailure';
import { SelfAssessmentInvite } from '../../shared/SelfAssessmentInvite';

const queryOf = (query: SelfAssessmentStatusQuery) => new URLSearchParams({ ...query }).toString();

/**
 * /self-assessment/status: a citizen follows a self-assessment by its number and the mobile number
 * given on the form. The address may carry both (?selfAssessmentId=..&mobileNumber=..): the fields
 * are filled in and, when both are right, the status is asked at once.
 */
export default function SelfAssessmentStatusPage() {
  const { m, lang } = useI18n();
  const t = STATUS_TEXTS[lang];
  usePageTitle(m.pages.selfAssessmentStatus);
  const [search] = useSearchParams();
  const initial = {
    selfAssessmentId: search.get('selfAssessmentId')?.trim() ?? '',
    mobileNumber: search.get('mobileNumber')?.trim() ?? '',
  };
  const [asked, setAsked] = useState<string | null>(() => {
    const parsed = selfAssessmentStatusQuerySchema.safeParse(initial);
    return parsed.success ? queryOf(parsed.data) : null;
  });
  const { state, reload } = useLoad(asked, lookupSelfAssessment);
  const find = (query: SelfAssessmentStatusQuery) =>
    queryOf(query) === asked ? reload() : setAsked(queryOf(query));
  const answer = asked && state.status === 'loaded' ? state : null;

  return (
    <section className="sa">
      <h1>{m.pages.selfAssessmentStatus}</h1>
      <StatusSearch initial={initial} onFind={find} t={t} lang={lang} />
      <SelfAssessmentInvite kind="notSubmitted" />
      {asked && state.status === 'loading' ? <Spinner /> : null}
      {/* The outcome is read out as it arrives: the decision in one line, or that nothing was found. */}
      <div role="status">
        {answer && !answer.data ? <p className="sa-card sa-lookup">{t.notFound}</p> : null}
        {answer?.data ? (
          <p className="visually-hidden">
            {t.cardTitle(answer.data.selfAssessmentId)}: {t.statusNotes[answer.data.status]}
          </p>
        ) : null}
      </div>
      {answer?.data ? <StatusCard row={answer.data} t={t} lang={lang} /> : null}
      {asked && state.status === 'failed' ? (
        <LoadFailure className="sa-lookup" message={state.message} reload={reload} label={t.tryAgain} />
      ) : null}
    </section>
  );
}
