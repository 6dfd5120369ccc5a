import ForumIcon from '@mui/icons-material/Forum';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LoadMore } from '@/components/feedback/LoadMore';
import { useComments } from '../api/comments';
import { CommentForm, type CommentKind } from './CommentForm';
import { CommentItem } from './CommentItem';

/**
 * IdeaComments and need answers: the form, then the comments, newest first, page by page, each
 * with its replies.
 */
export function CommentsPanel(props: { itemId: string; kind: CommentKind }) {
  const { t } = useTranslation('comments');
  const comments = useComments(props.itemId);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CommentForm itemId={props.itemId} texts={props.kind} />
      {comments.isPending ? (
        <Box aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="text" height={56} />
          ))}
        </Box>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<ForumIcon />}
          title={t(`${props.kind}.emptyTitle`)}
          text={t(`${props.kind}.emptyText`)}
        />
      ) : (
        <Box
          component="ul"
          aria-label={t(`${props.kind}.list`)}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} texts={props.kind} />
          ))}
        </Box>
      )}
      <LoadMore
        hasMore={comments.hasNextPage}
        loading={comments.isFetchingNextPage}
        onMore={() => void comments.fetchNextPage()}
        moreLabel={t('more')}
        loadingLabel={t('loadingMore')}
      />
    </Box>
  );
}
