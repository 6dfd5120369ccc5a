import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/browse/api/categories';
import { CertificateLine } from '@/features/authorship/lazy';
import { BuySection } from '@/features/checkout/components/BuySection';
import { IndicatorsCard } from '@/features/indicators/components/IndicatorsCard';
import { useItem } from '@/features/items/api/item';
import { ItemView } from '@/features/items/components/ItemView';
import { ReportItem } from '@/features/items/components/ReportItem';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import { ownerHref } from '../flow-steps';
import { ItemMatchesSection } from '../ItemMatchesSection';

type ViewRoute = 'details' | 'theIdea' | 'theNeed';

/** The comment (or answer) count and the way to the comment screen. */
function CommentsLink(props: { item: Item }) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const { section, id, comment_count: count } = props.item;
  const key = section === 'need' ? 'view.answerCount' : 'view.commentCount';
  return (
    <Box
      component="section"
      aria-label={t(`view.comments.${section}`)}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t(`view.comments.${section}`)}
      </Typography>
      <Typography data-testid="comment-count">
        {t(key, { count, value: format.number(count) })}
      </Typography>
      <Button
        component={Link}
        to={(section === 'need' ? paths.answers : paths.comments).href(id)}
        sx={{ justifySelf: 'start' }}
      >
        {t(`view.openComments.${section}`)}
      </Button>
    </Box>
  );
}

/** IdeaDetails, TheIdea and TheNeed: one item with what this viewer may see. */
function ItemViewScreen(props: { route: ViewRoute }) {
  const { t } = useTranslation('items');
  const { ideaId = '' } = useParams();
  const item = useItem(ideaId);
  const categories = useCategories();
  const signedIn = useClientState((state) => state.auth);

  if (item.isError) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('gate.missingTitle')}
        text={t('gate.missingText')}
      />
    );
  }
  if (!item.data) {
    return <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />;
  }
  const data = item.data;
  // The bottom actions tell an idea from a need by the path (seed section 2): keep it right.
  if (data.section === 'need' && props.route !== 'theNeed') {
    return <Navigate to={paths.theNeed.href(data.id)} replace />;
  }
  if (data.section === 'idea' && props.route === 'theNeed') {
    return <Navigate to={paths.theIdea.href(data.id)} replace />;
  }
  const idea = data.section === 'idea';
  const label =
    categories.data?.categories.find((category) => category.value === data.category)?.label ??
    data.category;

  return (
    <ItemView
      item={data}
      categoryLabel={label}
      ownerHref={ownerHref(data)}
      purchase={<BuySection item={data} />}
      indicators={
        idea ? (
          <IndicatorsCard
            itemId={data.id}
            href={(data.is_owner ? paths.myIndicators : paths.indicators).href(data.id)}
          />
        ) : undefined
      }
      engagement={
        <>
          {idea && data.status === 'published' && (
            <Suspense fallback={null}>
              <CertificateLine itemId={data.id} />
            </Suspense>
          )}
          <CommentsLink item={data} />
          <ItemMatchesSection item={data} />
          {signedIn && !data.is_owner && <ReportItem itemId={data.id} section={data.section} />}
        </>
      }
    />
  );
}

export const DetailsScreen = () => <ItemViewScreen route="details" />;
export const TheIdeaScreen = () => <ItemViewScreen route="theIdea" />;
export const TheNeedScreen = () => <ItemViewScreen route="theNeed" />;
