import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SavedSearch } from '@ideabazaar/shared/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isolate, useFormat } from '@/lib/format';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

/** The list's address for a saved search: the same names as the list's own query. */
function listHref(search: SavedSearch): string {
  const params = new URLSearchParams();
  if (search.section !== 'idea') params.set('section', search.section);
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.min_price !== null) params.set('min_price', String(search.min_price));
  if (search.max_price !== null) params.set('max_price', String(search.max_price));
  if (search.negotiable !== null) params.set('negotiable', String(search.negotiable));
  const query = params.toString();
  return `${paths.ideas.href()}${query ? `?${query}` : ''}`;
}

/** What a saved search looks for, in a line: the words, the category, the prices. */
function useDescribe() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  return (search: SavedSearch) => {
    const parts = [
      search.q ? isolate(search.q) : null,
      search.category_label ?? search.category,
      search.min_price !== null
        ? t('saved.from', { amount: format.money(search.min_price) })
        : null,
      search.max_price !== null ? t('saved.to', { amount: format.money(search.max_price) }) : null,
      search.negotiable === null ? null : t(`saved.negotiable.${String(search.negotiable)}`),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(t('saved.separator')) : t('saved.everything');
  };
}

/** The member's saved searches: each opens its list, and can be deleted. */
export function SavedSearchList() {
  const { t } = useTranslation('notifications');
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const describe = useDescribe();

  if (searches.isError) {
    return (
      <Button onClick={() => void searches.refetch()} sx={{ justifySelf: 'start' }}>
        {t('list.retry')}
      </Button>
    );
  }
  if (!searches.data) return <CircularProgress aria-label={t('list.loading')} />;
  const list = searches.data.saved_searches;
  if (list.length === 0) {
    return <Typography color="text.secondary">{t('saved.empty')}</Typography>;
  }
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('saved.title')}>
        {list.map((search, index) => {
          const text = describe(search);
          return (
            <ListItem
              key={search.id}
              disablePadding
              divider={index < list.length - 1}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('saved.delete', { search: text })}
                  disabled={remove.isPending && remove.variables === search.id}
                  onClick={() => remove.mutate(search.id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemButton component={Link} to={listHref(search)}>
                <ListItemText primary={text} secondary={t(`saved.section.${search.section}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
