import { ADMIN_BASE_PATH } from '@ptax/contracts';
import { Route, Routes } from 'react-router-dom';
import { App } from './App';
import type { Providers } from './providers';

/**
 * The back office mounted at /admin inside a browser router: react-admin's basename makes its own
 * links and redirects absolute under /admin.
 */
export function AdminRoot({ providers }: { providers: Providers }) {
  return (
    <Routes>
      <Route path={`${ADMIN_BASE_PATH}/*`} element={<App providers={providers} />} />
    </Routes>
  );
}
