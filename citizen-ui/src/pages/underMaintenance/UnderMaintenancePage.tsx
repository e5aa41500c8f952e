import { Link } from 'react-router-dom';
import { ROUTES } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { MAINTENANCE_TEXTS } from './texts';

/** /under-maintenance: where citizens are sent while the portal is being worked on. */
export default function UnderMaintenancePage() {
  const { m, lang } = useI18n();
  const t = MAINTENANCE_TEXTS[lang];
  usePageTitle(m.pages.underMaintenance);
  return (
    <section className="error-page">
      <h1 className="error-page__title">{t.heading}</h1>
      <p>{t.body}</p>
      <p>{t.later}</p>
      <Link to={ROUTES.home.path} className="button">
        {t.home}
      </Link>
    </section>
  );
}
