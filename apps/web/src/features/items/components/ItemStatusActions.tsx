import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Item, ItemStatus } from '@ideabazaar/shared/schemas/items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { usePatchItem } from '../api/patch-item';
import { allAnswersPublic, ConfirmAllPublic } from './ConfirmAllPublic';

/**
 * Publish a draft, archive (unpublish) a published item, republish an archived one. An idea with
 * every answer public is published only once its owner confirms it (issue 31).
 */
export function ItemStatusActions(props: { item: Item; publicHref: string }) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const patch = usePatchItem();
  const { item } = props;
  const [confirming, setConfirming] = useState(false);
  const change = (status: ItemStatus, message: string, confirmed = false) =>
    patch
      .mutateAsync({
        itemId: item.id,
        patch: { status, ...(confirmed ? { all_public_confirmed: true } : {}) },
      })
      .then(() => notify(message))
      .catch(() => undefined);
  const publish = () => {
    if (allAnswersPublic(item)) setConfirming(true);
    else void change('published', t('my.publishedMessage'));
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {(item.status === 'draft' || item.status === 'archived') && (
        <MainButton disabled={patch.isPending} onClick={publish}>
          {t(item.status === 'draft' ? 'my.publish' : 'my.republish')}
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
      <ConfirmAllPublic
        open={confirming}
        busy={patch.isPending}
        onPublish={() => {
          setConfirming(false);
          void change('published', t('my.publishedMessage'), true);
        }}
        onChoose={() => void navigate(`${paths.hideAnswers.href(item.id)}?edit=1`)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
