import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminRoot } from './AdminRoot';
import { createProviders } from './providers';

const providers = createProviders();
const router = createBrowserRouter([{ path: '*', element: <AdminRoot providers={providers} /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
