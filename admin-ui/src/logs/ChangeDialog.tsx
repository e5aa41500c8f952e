import History from '@mui/icons-material/History';
import {
  Box,
  Button,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { LogRow } from '@ptax/contracts';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DialogFrame } from '../objections/DialogFrame';
import { formatWhen } from '../properties/format';
import { propertyHistoryPath } from '../properties/paths';
import { factsOf } from './summary';
import { lk, useLogNames } from './texts';
import { valueText } from './values';

/** One change in full: who and when, why, every field before and after, and the way to the property's history. */
export function ChangeDialog({ row, onClose }: { row: LogRow; onClose: () => void }) {
  const names = useLogNames();
  const { translate } = names;
  const basename = useBasename();
  const { changes, details } = factsOf(row);
  const title = [names.change(row.type), row.propertyUniqueId].filter(Boolean).join(': ');
  const who = row.userId === 'citizen' ? translate(lk('citizen')) : (row.userName ?? row.userId);
  return (
    <DialogFrame title={title} onClose={onClose} wide>
      <DialogContent>
        <Typography variant="body2" gutterBottom>
          {translate(lk('dialog.byOn'), { who, when: formatWhen(row.recordedAt) })}
        </Typography>
        {row.remarks ? (
          <Typography variant="body2" gutterBottom>
            {translate(lk('dialog.why'), { why: row.remarks })}
          </Typography>
        ) : null}
        {row.effectiveAt ? (
          <Typography variant="body2" gutterBottom>
            {translate(lk('dialog.effective'), { when: formatWhen(row.effectiveAt) })}
          </Typography>
        ) : null}
        <Box sx={{ overflowX: 'auto', my: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(lk('dialog.field'))}</TableCell>
                <TableCell>{translate(lk('dialog.before'))}</TableCell>
                <TableCell>{translate(lk('dialog.after'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map(({ field, before, after }) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row">
                    {names.field(field)}
                  </TableCell>
                  <TableCell>{valueText(names, row, field, before)}</TableCell>
                  <TableCell>{valueText(names, row, field, after)}</TableCell>
                </TableRow>
              ))}
              {details.map(({ field, value }) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row">
                    {names.field(field)}
                  </TableCell>
                  <TableCell colSpan={2}>{valueText(names, row, field, value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {row.propertyUniqueId ? (
          <Button
            component={RouterLink}
            to={propertyHistoryPath(basename, row.propertyUniqueId)}
            startIcon={<History />}
            variant="outlined"
            size="small"
          >
            {translate(lk('action.history'))}
          </Button>
        ) : null}
      </DialogContent>
    </DialogFrame>
  );
}
