import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTES, type RouteRule } from '@ptax/contracts';
import { useI18n } from '../i18n/I18nProvider';
import type { TopBarKey } from '../i18n/messages';
import { BookIcon, ExclamationIcon, HomeIcon, ReceiptIcon, SearchIcon } from './icons';

interface Entry {
  key: TopBarKey;
  route: RouteRule;
  Icon: ComponentType;
  /** Home is active on '/' only; the others also on their sub-paths (/ledger/:propertyId). */
  end?: boolean;
}

// SPEC section 1: five entries, in this order.
export const TOP_BAR_ENTRIES: readonly Entry[] = [
  { key: 'home', route: ROUTES.home, Icon: HomeIcon, end: true },
  { key: 'searchProperty', route: ROUTES.searchProperty, Icon: SearchIcon },
  { key: 'ledger', route: ROUTES.ledger, Icon: BookIcon },
  { key: 'paymentReceipt', route: ROUTES.paymentReceipt, Icon: ReceiptIcon },
  { key: 'objectionStatus', route: ROUTES.objectionStatus, Icon: ExclamationIcon },
];

export const ACTIVE_CLASS = 'topbar__link--active';

export function TopBar() {
  const { m } = useI18n();
  return (
    <nav className="topbar" aria-label={m.mainMenu}>
      <ul className="topbar__list">
        {TOP_BAR_ENTRIES.map(({ key, route, Icon, end }) => (
          <li key={key} className="topbar__item">
            <NavLink
              to={route.path}
              end={end}
              className={({ isActive }) => (isActive ? `topbar__link ${ACTIVE_CLASS}` : 'topbar__link')}
            >
              <Icon />
              <span className="topbar__label">{m.topBar[key]}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
