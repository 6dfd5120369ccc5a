import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One optional step: its name, where it opens, and whether it is done. */
export interface StrengthenEntry {
  key: string;
  label: string;
  href: string;
  done: boolean;
}

/**
 * "Make your idea stronger" (issue 32): the optional steps left off the creation's path, each
 * marked done or not and opening its step, which saves and comes back to the idea.
 */
export function StrengthenList(props: { entries: StrengthenEntry[] }) {
  const { t } = useTranslation('items');
  if (props.entries.length === 0) return null;
  const left = props.entries.filter((entry) => !entry.done).length;
  return (
    <Box component="section" aria-labelledby="strengthen-title" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography
        id="strengthen-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 'bold' }}
      >
        {t('strengthen.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(left === 0 ? 'strengthen.allDone' : 'strengthen.intro')}
      </Typography>
      <List dense disablePadding>
        {props.entries.map((entry) => (
          <ListItem
            key={entry.key}
            disablePadding
            secondaryAction={
              <Typography
                variant="caption"
                color={entry.done ? 'success.main' : 'text.secondary'}
                data-testid={`strengthen-${entry.key}`}
              >
                {t(entry.done ? 'strengthen.done' : 'strengthen.notDone')}
              </Typography>
            }
          >
            <ListItemButton component={Link} to={entry.href}>
              <ListItemIcon>
                {entry.done ? (
                  <CheckCircleIcon color="success" />
                ) : (
                  <RadioButtonUncheckedIcon color="action" />
                )}
              </ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
