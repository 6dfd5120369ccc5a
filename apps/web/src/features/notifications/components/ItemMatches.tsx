import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ItemCard } from '@ideabazaar/shared/schemas/browse';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemMatches } from '../api/matches';

/**
 * For the owner of a published item: on a need, the ideas that may answer it; on an idea, the
 * needs it may answer (best first). The route gives the cards their look.
 */
export function ItemMatches(props: {
  itemId: string;
  section: Section;
  renderCard: (card: ItemCard) => ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const matches = useItemMatches(props.itemId);
  const title = t(`matches.title.${props.section}`);
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {title}
      </Typography>
      {matches.isError ? (
        <Typography color="text.secondary">{t('matches.unavailable')}</Typography>
      ) : !matches.data ? (
        <CircularProgress size={24} aria-label={t('list.loading')} />
      ) : matches.data.matches.length === 0 ? (
        <Typography color="text.secondary">{t(`matches.none.${props.section}`)}</Typography>
      ) : (
        matches.data.matches.map((card) => <Box key={card.id}>{props.renderCard(card)}</Box>)
      )}
    </Box>
  );
}
