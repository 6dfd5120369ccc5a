import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ItemCard as CardData } from '@ideabazaar/shared/schemas/browse';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** One idea or need in a list: title, pitch, price, category, rating and comments. */
export function ItemCard(props: { card: CardData; href: string }) {
  const { t } = useTranslation('browse');
  const format = useFormat();
  const { card } = props;
  const price = format.price(card);
  const pitch = card.elevator_text || card.summary;
  const date = card.published_at ?? card.created_at;

  return (
    <Card component="article" variant="outlined" aria-label={card.title}>
      <CardActionArea component={Link} to={props.href}>
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          {/* The whole title (50 characters at most), wrapping above the price: never cut. */}
          <Typography component="h3" variant="h6" {...userText} sx={{ overflowWrap: 'anywhere' }}>
            {card.title}
          </Typography>
          {price && (
            <Typography data-testid="card-price" sx={{ fontWeight: 'bold' }} color="primary">
              {price}
            </Typography>
          )}
          {pitch && (
            <Typography color="text.secondary" {...userText} sx={clamp(3)}>
              {pitch}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {card.category_label && <Chip size="small" label={card.category_label} />}
            {card.section === 'idea' && (
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                data-testid="card-rating"
              >
                <StarIcon
                  fontSize="small"
                  color={card.rating === null ? 'disabled' : 'secondary'}
                />
                <Typography variant="body2">
                  {card.rating === null
                    ? t('card.notEnoughRatings')
                    : t('card.rating', { score: format.number(card.rating) })}
                </Typography>
              </Box>
            )}
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              aria-label={t('card.comments', {
                count: card.comment_count,
                value: format.number(card.comment_count),
              })}
              role="img"
            >
              <ChatBubbleOutlineIcon fontSize="small" color="action" />
              <Typography variant="body2" aria-hidden>
                {format.number(card.comment_count)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
              {format.date(new Date(date))}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ItemCardSkeletons(props: { count?: number; label: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label={props.label}>
      {Array.from({ length: props.count ?? 3 }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </Box>
  );
}

function CardSkeleton() {
  return (
    <Card variant="outlined" data-testid="card-skeleton">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rounded" width={120} height={24} />
      </CardContent>
    </Card>
  );
}
