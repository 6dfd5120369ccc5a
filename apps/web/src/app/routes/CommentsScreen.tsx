import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CommentsPanel } from '@/features/comments/components/CommentsPanel';
import { useItem } from '@/features/items/api/item';
import { userText } from '@/lib/user-text';

/**
 * IdeaComments at /comments/{id} and need answers at /answers/{id}: the same screen (seed section
 * 2); its form brings the single send icon of the bottom navigation.
 */
export default function CommentsScreen() {
  const { t } = useTranslation('comments');
  const { ideaId = '' } = useParams();
  const { pathname } = useLocation();
  const item = useItem(ideaId);
  const need = pathname.startsWith(paths.answers.href(''));
  const viewHref = (item.data?.section === 'need' ? paths.theNeed : paths.theIdea).href(ideaId);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 700, mx: 'auto' }}>
      {item.data && (
        <Typography color="text.secondary">
          {t('onItem')}{' '}
          <Link component={RouterLink} to={viewHref} {...userText}>
            {item.data.title}
          </Link>
        </Typography>
      )}
      <CommentsPanel itemId={ideaId} kind={need ? 'answer' : 'comment'} />
    </Box>
  );
}
