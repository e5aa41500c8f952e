import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_ROUTE_PATH } from '@ptax/contracts';
import type { CityName } from './config';
import { I18nProvider } from './i18n/I18nProvider';
import { PublicLayout } from './layout/PublicLayout';
import ErrorPage from './pages/error/ErrorPage';
import { citizenRouteTree, renderCitizenRoute } from './routing/citizenRoutes';

const ROUTE_TREE = citizenRouteTree();

/** The citizen app inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). */
export function App({ cityName }: { cityName?: CityName }) {
  return (
    <I18nProvider cityName={cityName}>
      <Routes>
        <Route element={<PublicLayout />}>
          {ROUTE_TREE.map(renderCitizenRoute)}
          {/* Not lazy: the error page must show even when page chunks cannot load. */}
          <Route path={NOT_FOUND_ROUTE_PATH} element={<ErrorPage status={404} />} />
        </Route>
      </Routes>
    </I18nProvider>
  );
}
