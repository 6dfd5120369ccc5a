import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the diff shows it: text as it is, anything else as JSON. */
const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * An entry's fields before and after, one line a field: what changed first and marked, what did
 * not after it. A value that is not an object is one line of its own.
 */
export function fieldChanges(before: unknown, after: unknown) {
  const [from, to] = [before, after].map((side) =>
    isRecord(side) ? side : side === null || side === undefined ? {} : { value: side },
  ) as [Record<string, unknown>, Record<string, unknown>];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({
      field,
      before: shown(from[field]),
      after: shown(to[field]),
      changed: shown(from[field]) !== shown(to[field]),
    }))
    .sort((a, b) => Number(b.changed) - Number(a.changed));
}

export function AuditDiff(props: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const changes = fieldChanges(props.before, props.after);
  if (changes.length === 0) return <Typography>{t('audit.unchanged')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('audit.field')}</TableCell>
          <TableCell>{t('audit.before')}</TableCell>
          <TableCell>{t('audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow
            key={change.field}
            data-changed={change.changed || undefined}
            sx={change.changed ? { bgcolor: 'action.selected' } : undefined}
          >
            <TableCell component="th" scope="row" sx={{ fontWeight: change.changed ? 600 : 400 }}>
              {change.field}
            </TableCell>
            <TableCell
              sx={{
                overflowWrap: 'anywhere',
                color: change.changed ? 'error.main' : undefined,
                textDecoration: change.changed && change.before ? 'line-through' : undefined,
              }}
            >
              {change.before || t('audit.none')}
            </TableCell>
            <TableCell
              sx={{ overflowWrap: 'anywhere', color: change.changed ? 'success.main' : undefined }}
            >
              {change.after || t('audit.none')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
