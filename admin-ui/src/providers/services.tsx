import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from './session';
import type { StaffApi } from './staffApi';
import type { Toasts } from './toasts';

/** What screens need beside react-admin's own providers: the session, the toasts, the staff calls. */
export interface Services {
  session: Session;
  toasts: Toasts;
  staffApi: StaffApi;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
