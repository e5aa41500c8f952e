import { Route, Routes } from 'react-router-dom';
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
          <Route path="*" element={<ErrorPage status={404} />} />
        </Route>
      </Routes>
    </I18nProvider>
  );
}
