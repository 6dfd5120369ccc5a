import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Item, ItemStatus } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MainButton } from '@/components/ui/MainButton';
import { notify } from '@/lib/notify';
import { usePatchItem } from '../api/patch-item';

/** Publish a draft, archive (unpublish) a published item, republish an archived one. */
export function ItemStatusActions(props: { item: Item; publicHref: string }) {
  const { t } = useTranslation('items');
  const patch = usePatchItem();
  const { item } = props;
  const change = (status: ItemStatus, message: string) =>
    patch
      .mutateAsync({ itemId: item.id, patch: { status } })
      .then(() => notify(message))
      .catch(() => undefined);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {item.status === 'draft' && (
        <MainButton
          disabled={patch.isPending}
          onClick={() => void change('published', t('my.publishedMessage'))}
        >
          {t('my.publish')}
        </MainButton>
      )}
      {item.status === 'archived' && (
        <MainButton
          disabled={patch.isPending}
          onClick={() => void change('published', t('my.publishedMessage'))}
        >
          {t('my.republish')}
        </MainButton>
      )}
      {item.status === 'published' && (
        <>
          <Button variant="outlined" component={Link} to={props.publicHref}>
            {t('my.viewPublic')}
          </Button>
          <Button
            variant="text"
            color="warning"
            disabled={patch.isPending}
            onClick={() => void change('archived', t('my.archivedMessage'))}
          >
            {t('my.archive')}
          </Button>
        </>
      )}
    </Box>
  );
}
