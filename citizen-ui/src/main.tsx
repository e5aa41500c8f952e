import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { resolveCityName } from './config';
import './index.css';

const cityName = resolveCityName(import.meta.env);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App cityName={cityName} />
    </BrowserRouter>
  </StrictMode>,
);
