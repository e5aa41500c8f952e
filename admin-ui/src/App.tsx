import { ADMIN_BASE_PATH, TOAST_POSITION } from '@ptax/contracts';
import { Admin, CustomRoutes, Navigate, Notification, useBasename } from 'react-admin';
import { Route } from 'react-router-dom';
import { Toaster } from './components/Toaster';
import { ErrorBoundaryPage, NotFoundPage } from './errors/ErrorPage';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './login/LoginPage';
import type { Providers } from './providers';
import { ServicesProvider } from './providers/services';
import { adminRoutes } from './routes/adminRoutes';
import { theme } from './theme';

const [vertical, horizontal] = TOAST_POSITION.split('-') as ['top', 'right'];

/** react-admin's notifications and the session toasts, both top-right (SPEC section 9). */
function Notifications() {
  return (
    <>
      <Notification anchorOrigin={{ vertical, horizontal }} />
      <Toaster />
    </>
  );
}

/** /admin/auth/login, the staff login path of the spec typed under the back office. */
function StaffLoginRedirect() {
  return <Navigate to={`${useBasename()}/login`} replace />;
}

/** The back office, served under /admin. */
export function App({ providers }: { providers: Providers }) {
  return (
    <ServicesProvider services={providers.services}>
      <Admin
        basename={ADMIN_BASE_PATH}
        disableTelemetry
        title="Nagar Nigam Property Tax"
        authProvider={providers.authProvider}
        dataProvider={providers.dataProvider}
        i18nProvider={providers.i18nProvider}
        store={providers.store}
        theme={theme}
        layout={AppLayout}
        loginPage={LoginPage}
        catchAll={NotFoundPage}
        error={ErrorBoundaryPage}
        notification={Notifications}
      >
        <CustomRoutes noLayout>
          <Route path="/auth/login" element={<StaffLoginRedirect />} />
        </CustomRoutes>
        <CustomRoutes>{adminRoutes}</CustomRoutes>
      </Admin>
    </ServicesProvider>
  );
}
