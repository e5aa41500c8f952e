import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/I18nProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad } from '../../shared/useLoad';
import { searchProperties } from './api';
import { Results } from './Results';
import { SearchForm } from './SearchForm';
import {
  checkSearch,
  hasAnyValue,
  pageFromUrl,
  searchUrl,
  valuesFromUrl,
  type SearchValues,
} from './searchQuery';
import { SEARCH_TEXTS } from './texts';
import './searchProperty.css';

/**
 * /searchProperty: find a property by its ID, the owner's or father's / husband's name (typos
 * forgiven by the server), house number or mobile number, narrowed by zone, ward and mohalla; then
 * open its ledger, pay online or see its ARV. The search is the address: ?ownerName=..&page=2
 * (?q= from the home page fills the owner name or the property ID).
 */
export default function SearchPropertyPage() {
  const [params, setParams] = useSearchParams();
  const { m, lang } = useI18n();
  const t = SEARCH_TEXTS[lang];
  usePageTitle(m.pages.searchProperty);
  const asked = valuesFromUrl(params);
  const page = pageFromUrl(params);
  const check = hasAnyValue(asked) ? checkSearch(asked, page) : null;
  const body = check?.ok ? check.body : null;
  const { state, reload } = useLoad(body, searchProperties);
  const [jump, setJump] = useState(false);

  // The same search again asks again (the list may have changed); another one gets its own address.
  const search = (values: SearchValues) => {
    const next = searchUrl(values);
    setJump(true);
    if (next === searchUrl(asked, page)) reload();
    else setParams(next);
  };

  return (
    <section className="search-page">
      <h1>{m.pages.searchProperty}</h1>
      <p className="search-page__intro">{t.intro}</p>
      <SearchForm asked={asked} onSearch={search} onClear={() => setParams('')} t={t} />
      {body ? (
        <Results
          state={state}
          asked={asked}
          page={page}
          reload={reload}
          jump={jump}
          setJump={setJump}
          t={t}
        />
      ) : null}
    </section>
  );
}
