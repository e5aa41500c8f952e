import { useI18n } from '../../i18n/I18nProvider';
import { usePageTitle } from '../../layout/usePageTitle';

/** Stands in for every citizen page not built yet; its issue replaces it in routes.tsx. */
export default function ComingSoonPage({ routeKey }: { routeKey: string }) {
  const { m } = useI18n();
  const title = m.pages[routeKey] ?? routeKey;
  usePageTitle(title);
  return (
    <section className="coming-soon">
      <h1>{title}</h1>
      <p>{m.comingSoon}</p>
    </section>
  );
}
