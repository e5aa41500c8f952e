import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ListReply } from '../../shared/api';
import type { Loaded } from '../../shared/useLoad';
import type { PropertyRow } from './api';
import { Pager } from './Pager';
import { ResultTable } from './ResultTable';
import { searchUrl, type SearchValues } from './searchQuery';
import type { SearchTexts } from './texts';
import { LoadFailure } from '../../shared/LoadFailure';
import { SelfAssessmentInvite } from '../../shared/SelfAssessmentInvite';

interface Props {
  state: Loaded<ListReply<PropertyRow>>;
  asked: SearchValues;
  page: number;
  reload: () => void;
  /** Set after the citizen searched or paged: the answer, once in, takes the focus (and the view). */
  jump: boolean;
  setJump: (jump: boolean) => void;
  t: SearchTexts;
}

/** What the live region says: searching, how many were found and which are shown, or none. */
function announcement(state: Props['state'], t: SearchTexts): string {
  if (state.status === 'loading') return t.searching;
  if (state.status === 'failed') return '';
  const { total, page, limit, data } = state.data;
  if (total === 0) return t.none;
  const from = (page - 1) * limit + 1;
  return data.length ? t.found(total, from, from + data.length - 1) : t.pageEmpty;
}

function NoResults({ t }: { t: SearchTexts }) {
  return (
    <>
      <ul className="search-results__hints">
        {t.noneHints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
      <SelfAssessmentInvite kind="notRegistered" />
    </>
  );
}

/** The answer to a search: read out as it arrives, then the rows, the way on, or what went wrong. */
export function Results({ state, asked, page, reload, jump, setJump, t }: Props) {
  const reply = state.status === 'loaded' ? state.data : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!jump || state.status === 'loading') return;
    heading.current?.focus();
    setJump(false);
  }, [jump, state.status, setJump]);
  const pages = reply ? Math.max(1, Math.ceil(reply.total / reply.limit)) : 1;
  return (
    <section
      className="search-results"
      aria-labelledby="results-heading"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="results-heading" ref={heading} tabIndex={-1}>
        {t.resultsHeading}
      </h2>
      <p role="status" className="search-results__count">
        {announcement(state, t)}
      </p>
      {state.status === 'failed' ? (
        <LoadFailure message={state.message} reload={reload} label={t.tryAgain} />
      ) : null}
      {reply?.total === 0 ? <NoResults t={t} /> : null}
      {reply && reply.data.length ? <ResultTable rows={reply.data} t={t} /> : null}
      {reply && reply.total > 0 && !reply.data.length ? (
        <Link to={{ search: `?${searchUrl(asked)}` }}>{t.firstPage}</Link>
      ) : null}
      {reply && pages > 1 ? (
        <Pager asked={asked} page={page} pages={pages} onPage={() => setJump(true)} t={t} />
      ) : null}
    </section>
  );
}
