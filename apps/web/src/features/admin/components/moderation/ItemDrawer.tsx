import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AdminItem } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAdminItem, useItemVisibility } from '../../api/items';
import { Detail, DetailDrawer } from '../DetailDrawer';
import { MemberLink, useEnumLabel } from './MemberLink';
import { ReasonDialog } from './ReasonDialog';

/** Hides an item with a reason (it leaves every list and page but its owner's) or restores it. */
export function HideItemButton(props: { item: Pick<AdminItem, 'id' | 'hidden' | 'title'> }) {
  const { t } = useTranslation('admin');
  const visibility = useItemVisibility();
  const [open, setOpen] = useState(false);
  const { item } = props;
  if (item.hidden) {
    return (
      <Button
        variant="outlined"
        disabled={visibility.isPending}
        onClick={() =>
          void visibility
            .mutateAsync({ id: item.id, hide: false })
            .then(() => notify(t('items.restoredNow')))
            .catch(() => undefined)
        }
      >
        {t('items.restore')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('items.hide')}
      </Button>
      <ReasonDialog
        open={open}
        title={t('items.hideTitle')}
        text={t('items.hideText')}
        label={t('items.reason')}
        confirm={t('items.hideConfirm')}
        required
        danger
        onConfirm={(reason) =>
          visibility
            .mutateAsync({ id: item.id, hide: true, reason })
            .then(() => notify(t('items.hiddenNow')))
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** An item's details: its state, owner, sales and the reports on it, with hide and restore. */
export function ItemDrawer(props: { item: AdminItem | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const labelOf = useEnumLabel();
  const statusOf = (status: string) => labelOf('items.statuses', status);
  const format = useFormat();
  const detail = useAdminItem(props.item?.id);
  const item = detail.data ?? props.item;
  return (
    <DetailDrawer
      open={Boolean(props.item)}
      title={item?.title || t('items.untitled')}
      onClose={props.onClose}
    >
      {item && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`items.sections.${item.section}`)} />
            <Chip size="small" variant="outlined" label={statusOf(item.status)} />
            {item.hidden && <Chip size="small" color="error" label={t('items.hiddenChip')} />}
            {item.owner_blocked && (
              <Chip size="small" color="warning" label={t('items.ownerBlocked')} />
            )}
          </Box>
          {item.hidden && item.hidden_reason && (
            <Alert severity="warning">
              {t('items.hiddenBecause', { reason: item.hidden_reason })}
            </Alert>
          )}
          <Link href={paths.details.href(item.id)} target="_blank" rel="noopener">
            {t('items.open')}
          </Link>
          {item.owner && (
            <Detail label={t('items.owner')}>
              <MemberLink member={item.owner} />
            </Detail>
          )}
          <Detail label={t('items.price')}>
            {item.price === null ? '—' : format.money(item.price)}
          </Detail>
          <Box>
            <HideItemButton item={item} />
          </Box>
          {detail.isPending && <CircularProgress aria-label={t('items.loading')} />}
          {detail.data && (
            <>
              <Typography variant="subtitle1" component="h3">
                {t('items.salesTitle', { value: format.number(detail.data.purchases.length) })}
              </Typography>
              <List
                dense
                disablePadding
                aria-label={t('items.salesTitle', {
                  value: format.number(detail.data.purchases.length),
                })}
              >
                {detail.data.purchases.map((sale) => (
                  <ListItem key={sale.id} disableGutters>
                    <ListItemText
                      primary={`${format.member(sale.buyer)} · ${format.money(sale.paid)}`}
                      secondary={`${format.dateTime(new Date(sale.created_at))} · ${labelOf('members.holds', sale.hold)}`}
                    />
                  </ListItem>
                ))}
              </List>
              <Typography variant="subtitle1" component="h3">
                {t('items.reportsTitle', { value: format.number(detail.data.reports.length) })}
              </Typography>
              <List
                dense
                disablePadding
                aria-label={t('items.reportsTitle', {
                  value: format.number(detail.data.reports.length),
                })}
              >
                {detail.data.reports.map((report) => (
                  <ListItem key={report.id} disableGutters>
                    <ListItemText
                      primary={report.reason || t('reports.noReason')}
                      secondary={`${format.member(report.reporter)} · ${format.dateTime(new Date(report.created_at))} · ${t(`reports.status.${report.status}`)}`}
                      slotProps={{ primary: { dir: 'auto' } }}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Box>
      )}
    </DetailDrawer>
  );
}
