import { useRef, useState } from 'react';
import { STAFF_LOGIN_PATH } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import type { Lang } from '../../i18n/messages';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { CallError } from '../../shared/api';
import { useLoad } from '../../shared/useLoad';
import { fetchNigamPage } from './api';
import { NigamFilters, NO_FILTERS, type NigamFilterValues } from './NigamFilters';
import { nigamAccess } from './nigamSession';
import { NigamTable } from './NigamTable';
import { NIGAM_TEXTS, type NigamTexts } from './nigamTexts';
import './selfAssessment.css';
import { LoadFailure } from '../../shared/LoadFailure';

const PAGE_SIZE = 10;
const DENIED = 'denied' as const;

function LoginNeeded({ message, t }: { message: string; t: NigamTexts }) {
  return (
    <div className="sa-card sa-lookup">
      <p>{message}</p>
      {/* A full page load: the staff login belongs to the back office. */}
      <a className="button" href={STAFF_LOGIN_PATH}>
        {t.nigamLogin}
      </a>
    </div>
  );
}

const listQueryOf = (filters: NigamFilterValues, page: number) =>
  new URLSearchParams([
    ...Object.entries(filters).filter(([, value]) => value !== ''),
    ['page', String(page)],
    ['limit', String(PAGE_SIZE)],
  ]).toString();

function NigamList({ token, t, lang }: { token: string; t: NigamTexts; lang: Lang }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [announced, setAnnounced] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // A token the server no longer takes (logged out elsewhere, expired, revoked) is a login to do again.
  const load = (query: string) =>
    fetchNigamPage(query, token).catch((error: unknown) => {
      if (error instanceof CallError && (error.status === 401 || error.status === 403)) return DENIED;
      throw error;
    });
  const { state, reload } = useLoad(listQueryOf(filters, page), load);
  const apply = (next: NigamFilterValues) => {
    setFilters(next);
    setPage(1);
    setAnnounced('');
  };
  // The decided row's buttons are gone: the list's heading is where the user carries on.
  const decided = (message: string) => {
    setAnnounced(message);
    reload();
    heading.current?.focus();
  };
  if (state.status === 'loaded' && state.data === DENIED)
    return <LoginNeeded message={t.loginNeeded} t={t} />;
  const answer = state.status === 'loaded' && state.data !== DENIED ? state.data : null;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / PAGE_SIZE)) : 1;
  return (
    <>
      <NigamFilters onApply={apply} t={t} />
      <section aria-labelledby="sa-list-heading">
        <h2 id="sa-list-heading" ref={heading} tabIndex={-1}>
          {t.listHeading}
        </h2>
        <p role="status" className="sa-note">
          {announced} {answer ? (answer.total ? t.count(answer.total, page, pages) : t.none) : ''}
        </p>
        {state.status === 'loading' ? <Spinner /> : null}
        {state.status === 'failed' ? (
          <LoadFailure message={state.message} reload={reload} label={t.tryAgain} />
        ) : null}
        {answer?.data.length ? (
          <NigamTable rows={answer.data} token={token} onDecided={decided} t={t} lang={lang} />
        ) : null}
        {pages > 1 ? (
          <nav className="sa-decision__buttons" aria-label={t.listHeading}>
            <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t.previous}
            </button>
            <button
              type="button"
              className="button"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t.next}
            </button>
          </nav>
        ) : null}
      </section>
    </>
  );
}

/**
 * /self-assessment/nigam: officials list the citizens' self-assessments, see each one's details and
 * documents, and accept or reject it. The call needs a nagar_nigam token from the back office.
 */
export default function SelfAssessmentNigamPage() {
  const { m, lang } = useI18n();
  const t = NIGAM_TEXTS[lang];
  usePageTitle(m.pages.selfAssessmentNigam);
  const [access] = useState(() => nigamAccess());
  return (
    <section className="sa sa-nigam">
      <h1>{m.pages.selfAssessmentNigam}</h1>
      {access.kind === 'official' ? (
        <NigamList token={access.token} t={t} lang={lang} />
      ) : (
        <LoginNeeded message={access.kind === 'noLogin' ? t.loginNeeded : t.wrongLogin} t={t} />
      )}
    </section>
  );
}
