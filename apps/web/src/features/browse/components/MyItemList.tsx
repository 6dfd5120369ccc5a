import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ItemCard } from '@ideabazaar/shared/schemas/browse';
import type { ItemStatus } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';

const statusColor = { draft: 'default', published: 'success', archived: 'warning' } as const;

/**
 * The member's own ideas or needs, drafts included: each with its status, the way to edit it,
 * archive or republish it (or delete it, a draft), and (ideas) its statistics.
 */
export function MyItemList(props: {
  items: ItemCard[];
  editHref: (item: ItemCard) => string;
  statsHref: (item: ItemCard) => string | null;
  pendingId: string | null;
  onStatus: (item: ItemCard, status: ItemStatus) => void;
  onDelete: (item: ItemCard) => void;
}) {
  const { t } = useTranslation('browse');
  const format = useFormat();

  return (
    <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
      {props.items.map((item) => {
        const title = item.title || t('my.untitled');
        const price = format.price(item);
        const stats = props.statsHref(item);
        const busy = props.pendingId === item.id;
        return (
          <Card component="li" key={item.id} variant="outlined" aria-label={title}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography
                  component="h3"
                  variant="h6"
                  {...(item.title ? userText : {})}
                  sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
                >
                  {title}
                </Typography>
                <Chip
                  size="small"
                  label={t(`status.${item.status}`)}
                  color={statusColor[item.status]}
                />
              </Box>
              {price && <Typography color="primary">{price}</Typography>}
              <Typography variant="body2" color="text.secondary">
                {t('my.created', { date: format.date(new Date(item.created_at)) })}
                {item.status !== 'draft' &&
                  ` · ${t('my.views', { count: item.view_count, value: format.number(item.view_count) })}`}
              </Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button component={Link} to={props.editHref(item)} startIcon={<EditIcon />}>
                {item.status === 'draft' ? t('my.continue') : t('my.edit')}
              </Button>
              {stats && (
                <Button component={Link} to={stats} startIcon={<InsightsIcon />}>
                  {t('my.stats')}
                </Button>
              )}
              {item.status === 'published' && (
                <Button
                  color="warning"
                  disabled={busy}
                  onClick={() => props.onStatus(item, 'archived')}
                >
                  {t('my.archive')}
                </Button>
              )}
              {item.status === 'draft' && (
                <Button
                  color="error"
                  disabled={busy}
                  startIcon={<DeleteIcon />}
                  onClick={() => props.onDelete(item)}
                >
                  {t('my.delete')}
                </Button>
              )}
              {item.status === 'archived' && (
                <Button disabled={busy} onClick={() => props.onStatus(item, 'published')}>
                  {t('my.republish')}
                </Button>
              )}
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
