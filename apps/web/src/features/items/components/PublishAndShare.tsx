import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { offerInstall } from '@/lib/install-offer';
import { MainButton } from '@/components/ui/MainButton';
import { usePatchItem } from '../api/patch-item';
import { allAnswersPublic, ConfirmAllPublic } from './ConfirmAllPublic';
import { ShareItem } from './ShareItem';

/**
 * IdeaShare: the end of the flow publishes a draft (PRODUCT.md section 2), then offers the public
 * link. An idea with every answer public is published only once its creator confirms it (issue
 * 31), or they go back to choose its private answers. An archived item is left archived: it is
 * republished from MyIdea / MyNeed.
 */
export function PublishAndShare(props: {
  item: Item;
  ownerHref: string;
  priceHref: string;
  /** hide-answers, where the creator chooses the answers kept private. */
  hideHref: string;
  /** Shown once published: what else the creator can add (an idea's optional steps). */
  more?: React.ReactNode;
}) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const { item } = props;
  const publish = usePatchItem();
  const asked = useRef(false);
  // A draft idea with every answer public waits for its creator's word before it is published.
  const [confirmed, setConfirmed] = useState(false);
  const needsConfirmation = item.status === 'draft' && allAnswersPublic(item) && !confirmed;

  // Published: its creator will be back for the comments and offers, so the app offers to be
  // installed.
  const send = (confirmed: boolean) =>
    publish
      .mutateAsync({
        itemId: item.id,
        patch: { status: 'published', ...(confirmed ? { all_public_confirmed: true } : {}) },
      })
      .then(offerInstall, () => undefined);

  useEffect(() => {
    if (item.status !== 'draft' || asked.current || needsConfirmation) return;
    asked.current = true;
    void send(false);
  });
  const confirmation = (
    <ConfirmAllPublic
      open={needsConfirmation}
      busy={publish.isPending}
      onPublish={() => {
        asked.current = true;
        setConfirmed(true);
        void send(true);
      }}
      onChoose={() => void navigate(props.hideHref)}
      onClose={() => void navigate(props.hideHref)}
    />
  );

  const mine = (
    <Button component={Link} to={props.ownerHref} variant="text">
      {t(item.section === 'need' ? 'share.myNeed' : 'share.myIdea')}
    </Button>
  );
  if (item.status === 'draft') {
    if (!publish.isError)
      return (
        <>
          <CircularProgress
            sx={{ display: 'block', mx: 'auto' }}
            aria-label={t('share.publishing')}
          />
          {confirmation}
        </>
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
      {props.more}
    </Box>
  );
}
