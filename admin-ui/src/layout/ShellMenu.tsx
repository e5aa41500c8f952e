import { ListSubheader, MenuItem } from '@mui/material';
import { ROUTES, browserPath, sidebarFor, type VisibleMenuGroup } from '@ptax/contracts';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { menuLinkPath } from '../routes/adminPaths';
import { useSessionUser } from './SessionUser';

type Item = VisibleMenuGroup['items'][number];

function MenuLink({ item }: { item: Item }) {
  const basename = useBasename();
  const translate = useTranslate();
  const rule = ROUTES[item.route];
  const label = translateText(translate, item.label);
  // A citizen page (the ledger) lives outside the back office: a full page load, not a route change.
  if (rule.app === 'citizen') {
    return (
      <MenuItem component="a" href={browserPath(rule)} sx={{ color: 'text.secondary' }}>
        {label}
      </MenuItem>
    );
  }
  return <Menu.Item to={`${basename}${menuLinkPath(rule)}`} primaryText={label} />;
}

/** The sidebar of SPEC section 2 "Sidebar by user", with group headings. */
export function ShellMenu() {
  const { live, user } = useSessionUser();
  const [open] = useSidebarState();
  const translate = useTranslate();
  // No empty menu while the user is read: a menu without items is an error to a screen reader (and axe).
  if (!live || !user) return null;
  const groups = sidebarFor({
    loginType: live.claims.loginType ?? null,
    accessName: user.accessName,
    isSuperAdmin: user.isSuperAdmin === true,
  });
  // MUI's menu list wants a flat array of items, not fragments.
  const entries = groups.flatMap((group) => {
    const headed = open && !(group.items.length === 1 && group.items[0].label === group.label);
    const heading = (
      // A menu may own only menu items (axe aria-required-children): the heading is presentation, read as text.
      <ListSubheader
        key={`heading-${group.label}`}
        role="none"
        sx={{ lineHeight: 2.5, bgcolor: 'transparent', fontWeight: 700 }}
      >
        {translateText(translate, group.label)}
      </ListSubheader>
    );
    const links = group.items.map((item) => <MenuLink key={`${group.label}-${item.label}`} item={item} />);
    return headed ? [heading, ...links] : links;
  });
  return <Menu aria-label={translateText(translate, 'Sidebar')}>{entries}</Menu>;
}
