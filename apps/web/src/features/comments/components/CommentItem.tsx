import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  COMMENT_MAX,
  commentBodySchema,
  type Comment,
  type CommentThread,
} from '@ideabazaar/shared/schemas/comments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { InitialAvatar } from '@/components/ui/InitialAvatar';
import { MaskedText } from '@/components/ui/MaskedText';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { nameText, userText } from '@/lib/user-text';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import { CommentForm, type CommentTexts } from './CommentForm';
import { ReportDialog } from './ReportDialog';

/**
 * One comment: its author and date, the text, what this reader may do with it (the server says:
 * edit, delete, reply, message its author), and its replies under it.
 */
export function CommentItem(props: { comment: Comment | CommentThread; texts: CommentTexts }) {
  const { t } = useTranslation('comments');
  const format = useFormat();
  const { comment, texts } = props;
  const edit = useEditComment();
  const remove = useDeleteComment();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);
  const edited = comment.updated_at !== comment.created_at;
  const author = format.member(comment.author);
  const replies = 'replies' in comment ? comment.replies : [];

  const save = () => {
    const parsed = commentBodySchema.safeParse({ body: editing ?? '' });
    if (!parsed.success) {
      setError(schemaFieldErrors(parsed.error).body);
      return;
    }
    edit
      .mutateAsync({ commentId: comment.id, body: parsed.data.body })
      .then(() => {
        setEditing(null);
        notify(t(`${texts}.edited`));
      })
      .catch(() => undefined);
  };
  const confirmDelete = () =>
    remove
      .mutateAsync({ commentId: comment.id, itemId: comment.item_id })
      .then(() => notify(t(`${texts}.deleted`)))
      .catch(() => undefined)
      .finally(() => setConfirming(false));

  return (
    <Box
      component="li"
      aria-label={t('byAuthor', { name: author })}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        ...(comment.parent_id === null ? { borderBottom: 1, borderColor: 'divider' } : {}),
      }}
    >
      <InitialAvatar name={author} size={comment.parent_id === null ? 36 : 28} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography {...nameText(comment.author)} sx={{ fontWeight: 'bold' }}>
            {author}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {format.date(new Date(comment.created_at))}
            {edited && ` · ${t('editedMark')}`}
          </Typography>
        </Box>
        {editing === null ? (
          <Typography {...userText} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <MaskedText text={comment.body} />
          </Typography>
        ) : (
          <CountedTextField
            multiline
            minRows={2}
            label={t('editLabel')}
            value={editing}
            max={COMMENT_MAX}
            error={error}
            onValueChange={(value) => {
              setEditing(value);
              setError(undefined);
            }}
          />
        )}
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mx: -1 }}>
          {editing !== null ? (
            <>
              <Button size="small" onClick={save} disabled={edit.isPending}>
                {t('save')}
              </Button>
              <Button size="small" color="inherit" onClick={() => setEditing(null)}>
                {t('cancel')}
              </Button>
            </>
          ) : (
            <>
              {comment.can_reply && (
                <Button
                  size="small"
                  aria-expanded={replying}
                  onClick={() => setReplying((open) => !open)}
                >
                  {t('reply.action')}
                </Button>
              )}
              {comment.can_message && (
                <Button
                  size="small"
                  component={RouterLink}
                  to={`${paths.chat.href(comment.author.id)}?item=${comment.item_id}`}
                  aria-label={t('message', { name: author })}
                >
                  {t('messageShort')}
                </Button>
              )}
              {comment.can_edit && (
                <Button size="small" onClick={() => setEditing(comment.body)}>
                  {t('edit')}
                </Button>
              )}
              {comment.can_delete && (
                <Button size="small" color="error" onClick={() => setConfirming(true)}>
                  {t('delete')}
                </Button>
              )}
              {!comment.can_edit && (
                <Button size="small" color="inherit" onClick={() => setReporting(true)}>
                  {t('report.action')}
                </Button>
              )}
            </>
          )}
        </Box>
        {replies.length > 0 && (
          <Box
            component="ul"
            aria-label={t('reply.list', { name: author })}
            sx={{
              p: 0,
              m: 0,
              listStyle: 'none',
              borderInlineStart: '2px solid',
              borderColor: 'divider',
              paddingInlineStart: 1.5,
            }}
          >
            {replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} texts="reply" />
            ))}
          </Box>
        )}
        {replying && (
          <CommentForm
            itemId={comment.item_id}
            texts="reply"
            parentId={comment.id}
            autoFocus
            onSent={() => setReplying(false)}
          />
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t(`${texts}.confirmDelete`)}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
      <ReportDialog commentId={comment.id} open={reporting} onClose={() => setReporting(false)} />
    </Box>
  );
}
