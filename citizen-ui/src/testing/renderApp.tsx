import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../App';
import type { CityName } from '../config';

/** The whole citizen app at `path`, as a browser opening that address would show it. */
export function renderApp(path = '/', cityName?: CityName) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App cityName={cityName} />
    </MemoryRouter>,
  );
}
