import { Link } from 'react-router-dom';
import { ROUTES, STAFF_LOGIN_PATH } from '@ptax/contracts';
import seal from '../assets/seal.svg';
import { useI18n } from '../i18n/I18nProvider';
import type { Lang } from '../i18n/messages';

const LANGUAGE_CHOICES: readonly { lang: Lang; label: string }[] = [
  { lang: 'en', label: 'EN' },
  { lang: 'hi', label: 'हिंदी' },
];

function LanguageSwitch() {
  const { lang: current, setLang, m } = useI18n();
  return (
    <div className="lang-switch" role="group" aria-label={m.language}>
      {LANGUAGE_CHOICES.map(({ lang, label }) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className="lang-switch__button"
          aria-pressed={lang === current}
          onClick={() => setLang(lang)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function Header() {
  const { m, city } = useI18n();
  return (
    <header className="site-header">
      <Link to={ROUTES.home.path} className="site-header__brand">
        <img src={seal} alt="" width="48" height="48" className="site-header__seal" />
        <span className="site-header__city">{city}</span>
      </Link>
      <div className="site-header__actions">
        <LanguageSwitch />
        {/* A full page load: the staff app is a separate bundle on the same server. */}
        <a href={STAFF_LOGIN_PATH} className="login-button">
          {m.nigamLogin}
        </a>
      </div>
    </header>
  );
}
