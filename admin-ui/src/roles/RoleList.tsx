import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  ROLE_RELOAD_DELAY_MS,
  ROLES_PAGE_SIZE,
  ROLES_TEXT,
  roleAddedToast,
  roleEditedToast,
  type Role,
} from '@ptax/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { translateText } from '../providers/i18n/i18nProvider';
import { useServices } from '../providers/services';
import { RoleDialog, type RoleDialogState } from './RoleDialog';
import { useRolesApi } from './rolesApi';

type Order = 'asc' | 'desc' | null;

const byName = (order: Order) => (a: Role, b: Role) =>
  (order === 'desc' ? -1 : 1) * a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The Roles Master (SPEC sections 2, 4, 8 and 9): every role in a table of 10 rows a page, one row
 * selectable at a time, Role Name sortable; Add and Edit open the role dialog, and the list reloads
 * 500 ms after a save.
 */
export default function RoleList() {
  const translate = useTranslate();
  const t = (text: string) => translateText(translate, text);
  const { toasts } = useServices();
  const api = useRolesApi();
  const [roles, setRoles] = useState<Role[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [order, setOrder] = useState<Order>(null);
  const [dialog, setDialog] = useState<RoleDialogState | null>(null);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(() => api.fetchAll().then(setRoles), [api]);
  useEffect(() => {
    void load();
    return () => clearTimeout(reload.current);
  }, [load]);

  const sorted = useMemo(() => (order ? [...roles].sort(byName(order)) : roles), [roles, order]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / ROLES_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const visible = sorted.slice(current * ROLES_PAGE_SIZE, (current + 1) * ROLES_PAGE_SIZE);
  const selected = roles.find((role) => role._id === selectedId) ?? null;

  const toggle = (id: string) => setSelectedId(id === selectedId ? null : id);
  const onRowKey = (event: KeyboardEvent, id: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(id);
  };

  const onSaved = (mode: RoleDialogState['mode']) => (name: string) => {
    setDialog(null);
    toasts.show({
      severity: 'success',
      summary: 'Success',
      detail:
        mode === 'add'
          ? translate('ptax.roles.added', { name, _: roleAddedToast(name) })
          : translate('ptax.roles.edited', { name, _: roleEditedToast(name) }),
    });
    clearTimeout(reload.current);
    reload.current = setTimeout(() => void load(), ROLE_RELOAD_DELAY_MS);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Paper>
        <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography component="h2" variant="h6" id="roles-title">
            {t(ROLES_TEXT.title)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
              {t(ROLES_TEXT.add)}
            </Button>
            <Tooltip title={selected ? '' : t(ROLES_TEXT.editTooltip)}>
              {/* A disabled button fires no events: the span carries the tooltip. */}
              <span>
                <Button
                  variant="outlined"
                  startIcon={<EditIcon />}
                  disabled={!selected}
                  onClick={() => selected && setDialog({ mode: 'edit', role: selected })}
                >
                  {t(ROLES_TEXT.edit)}
                </Button>
              </span>
            </Tooltip>
          </Box>
        </Toolbar>
        <TableContainer>
          <Table size="small" aria-labelledby="roles-title">
            <TableHead>
              <TableRow>
                <TableCell sortDirection={order ?? false}>
                  <TableSortLabel
                    active={order !== null}
                    direction={order ?? 'asc'}
                    onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
                  >
                    {t(ROLES_TEXT.roleNameColumn)}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t(ROLES_TEXT.privilegesColumn)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={2} align="center">
                    {t(ROLES_TEXT.empty)}
                  </TableCell>
                </TableRow>
              ) : (
                visible.map((role) => (
                  <TableRow
                    key={role._id}
                    hover
                    selected={role._id === selectedId}
                    aria-selected={role._id === selectedId}
                    tabIndex={0}
                    onClick={() => toggle(role._id)}
                    onKeyDown={(event) => onRowKey(event, role._id)}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell>{role.name}</TableCell>
                    <TableCell>{role.privileges.join(', ')}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {pageCount > 1 ? (
          <TablePagination
            component="div"
            count={sorted.length}
            page={current}
            rowsPerPage={ROLES_PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next)}
          />
        ) : null}
      </Paper>
      {dialog ? (
        <RoleDialog state={dialog} onClose={() => setDialog(null)} onSaved={onSaved(dialog.mode)} />
      ) : null}
    </Box>
  );
}
