import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { offerInstall } from '@/lib/install-offer';
import { MainButton } from '@/components/ui/MainButton';
import { usePatchItem } from '../api/patch-item';
import { ShareItem } from './ShareItem';

/**
 * IdeaShare: the end of the flow publishes a draft (PRODUCT.md section 2), then offers the public
 * link. An archived item is left archived: it is republished from MyIdea / MyNeed.
 */
export function PublishAndShare(props: { item: Item; ownerHref: string; priceHref: string }) {
  const { t } = useTranslation('items');
  const { item } = props;
  const publish = usePatchItem();
  const asked = useRef(false);

  useEffect(() => {
    if (item.status !== 'draft' || asked.current) return;
    asked.current = true;
    // Published: its creator will be back for the comments and offers, so the app offers to be
    // installed.
    publish
      .mutateAsync({ itemId: item.id, patch: { status: 'published' } })
      .then(offerInstall, () => undefined);
  });

  const mine = (
    <Button component={Link} to={props.ownerHref} variant="text">
      {t(item.section === 'need' ? 'share.myNeed' : 'share.myIdea')}
    </Button>
  );
  if (item.status === 'draft') {
    if (!publish.isError)
      return (
        <CircularProgress
          sx={{ display: 'block', mx: 'auto' }}
          aria-label={t('share.publishing')}
        />
      );
    return (
      <EmptyState
        title={t('share.notPublishedTitle')}
        text={t('share.notPublishedText')}
        action={
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
            {item.section === 'idea' && (
              <MainButton to={props.priceHref}>{t('share.setPrice')}</MainButton>
            )}
            {mine}
          </Box>
        }
      />
    );
  }
  if (item.status === 'archived') {
    return (
      <EmptyState title={t('share.archivedTitle')} text={t('share.archivedText')} action={mine} />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 600, mx: 'auto' }}>
      <Typography color="success.main" sx={{ textAlign: 'center' }} role="status">
        {t(item.section === 'need' ? 'share.publishedNeed' : 'share.publishedIdea')}
      </Typography>
      <ShareItem item={item} />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>{mine}</Box>
    </Box>
  );
}
