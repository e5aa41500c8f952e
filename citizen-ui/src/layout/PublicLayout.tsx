import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useI18n } from '../i18n/I18nProvider';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { Spinner } from './Spinner';
import { TopBar } from './TopBar';
import './layout.css';

/** SPEC section 2, root layout without a token: header, top menu, and the page with a spinner while it loads. */
export function PublicLayout() {
  const { m } = useI18n();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.skipToContent}
      </a>
      <Header />
      <TopBar />
      <main id="main" className="content" tabIndex={-1}>
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </>
  );
}
