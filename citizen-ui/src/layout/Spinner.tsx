import { useI18n } from '../i18n/I18nProvider';

export function Spinner() {
  const { m } = useI18n();
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{m.loading}</span>
    </div>
  );
}
