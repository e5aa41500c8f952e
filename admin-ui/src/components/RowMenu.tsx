import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface RowMenuItem {
  key: string;
  /** The item's words, already in the user's language. */
  label: string;
  icon?: ReactNode;
  color?: 'error' | 'success' | 'primary';
  disabled?: boolean;
  onSelect: () => void;
}

/**
 * A row's actions behind one "⋮" button (named "Actions for <row>"), each a labelled menu item: a row
 * keeps one narrow column for its actions however many it has, so a list fits a 1366 px screen.
 * The actions' dialogs live beside the menu, not in it: choosing an item closes the menu, then acts.
 */
export function RowMenu({ name, items }: { name: string; items: readonly RowMenuItem[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;
  const label = translate('ptax.fit.rowActions', { name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            event.stopPropagation();
            setAnchor(event.currentTarget);
          }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Named like its button, so neither a person nor a test mistakes it for the sidebar's menu.
        slotProps={{ list: { 'aria-label': label } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.key}
            disabled={item.disabled}
            sx={item.color ? { color: `${item.color}.main` } : undefined}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
          >
            {item.icon ? <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon> : null}
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
