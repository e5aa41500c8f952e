import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/I18nProvider';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad, type Loaded } from '../../shared/useLoad';
import { lookupObjections, queryBody, type ObjectionQuery, type PublicObjection } from './api';
import { ObjectionCard } from './ObjectionCard';
import { ObjectionSearch } from './ObjectionSearch';
import { OBJECTION_STATUS_TEXTS, type LookupBy, type ObjectionStatusTexts } from './texts';
import './objectionStatus.css';
import { LoadFailure } from '../../shared/LoadFailure';

/** The lookup in the address (?objectionId= or ?propertyUniqueId=), so a link, a reload and back keep it. */
function askedOf(search: URLSearchParams): { by: LookupBy; value: string } {
  const propertyUniqueId = search.get('propertyUniqueId')?.trim();
  if (propertyUniqueId && !search.get('objectionId'))
    return { by: 'propertyUniqueId', value: propertyUniqueId };
  return { by: 'objectionId', value: search.get('objectionId')?.trim() ?? '' };
}

interface FoundProps {
  state: Loaded<PublicObjection[]>;
  reload: () => void;
  t: ObjectionStatusTexts;
}

/** The answer: how many were found (or, plainly, that none was) is read out as it arrives, then the cards. */
function Found({ state, reload, t }: FoundProps) {
  const objections = state.status === 'loaded' ? state.data : [];
  return (
    <section aria-labelledby="objection-results-heading">
      <h2 id="objection-results-heading" className="visually-hidden">
        {t.resultsHeading}
      </h2>
      {state.status === 'loading' ? <Spinner /> : null}
      <div role="status" className="objection-outcome">
        {state.status === 'loaded' ? (
          <p className={objections.length ? 'visually-hidden' : 'objection-card objection-not-found'}>
            {objections.length ? t.found(objections.length) : t.notFound}
          </p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <LoadFailure message={state.message} reload={reload} label={t.tryAgain} />
      ) : null}
      {objections.length ? (
        <ul className="objection-list">
          {objections.map((objection) => (
            <li key={objection.objectionId}>
              <ObjectionCard objection={objection} t={t} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /objections/status: a citizen follows an objection by its number or every objection of a property
 * (POST objection/status), each shown as a card with its status; ?objectionId= fills and looks it up.
 */
export default function ObjectionStatusPage() {
  const [search, setSearch] = useSearchParams();
  const { m, lang } = useI18n();
  const t = OBJECTION_STATUS_TEXTS[lang];
  usePageTitle(m.pages.objectionStatus);
  const asked = askedOf(search);
  const body = asked.value ? queryBody({ [asked.by]: asked.value } as ObjectionQuery) : null;
  const lookup = useLoad(body, lookupObjections);
  // The same lookup again asks the server again.
  const find = (query: ObjectionQuery) =>
    queryBody(query) === body ? lookup.reload() : setSearch(query as Record<string, string>);

  return (
    <section className="objection-status">
      <h1>{m.pages.objectionStatus}</h1>
      <ObjectionSearch initial={asked} onFind={find} t={t} />
      {body ? <Found state={lookup.state} reload={lookup.reload} t={t} /> : null}
    </section>
  );
}
