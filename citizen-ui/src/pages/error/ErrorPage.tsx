import { Link } from 'react-router-dom';
import { ROUTES } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import type { Messages } from '../../i18n/messages';
import { usePageTitle } from '../../layout/usePageTitle';

interface Props {
  /** HTTP-like status; anything without its own text gets the generic message. */
  status?: number;
  /** Home as a full page load, for when page chunks failed to load. */
  fullReload?: boolean;
}

const STATUSES_WITH_OWN_TEXT = [404, 401, 503, 418] as const;

function errorText(errors: Messages['errors'], status?: number): { title: string; hint?: string } {
  const own = STATUSES_WITH_OWN_TEXT.find((known) => known === status);
  return own ? { title: errors[own] } : { title: errors.otherTitle, hint: errors.otherMessage };
}

/** SPEC section 2, error page. Kept in the main bundle: it must show when page chunks cannot load. */
export default function ErrorPage({ status, fullReload = false }: Props) {
  const { m } = useI18n();
  const { title, hint } = errorText(m.errors, status);
  usePageTitle(title);
  const home = ROUTES.home.path;
  return (
    <section className="error-page">
      <h1 className="error-page__title">{title}</h1>
      {hint && <p>{hint}</p>}
      {fullReload ? (
        <a href={home} className="button">
          {m.errors.home}
        </a>
      ) : (
        <Link to={home} className="button">
          {m.errors.home}
        </Link>
      )}
    </section>
  );
}
