import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { COMMENT_MAX, commentBodySchema } from '@ideabazaar/shared/schemas/comments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { mirrorInRtl } from '@/components/ui/mirror';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { usePostComment } from '../api/post-comment';

export type CommentKind = 'comment' | 'answer';
/** Whose texts a form or a comment uses: a comment's, an answer's, or a reply's. */
export type CommentTexts = CommentKind | 'reply';

/** A touch screen: no keyboard shortcut to tell of. */
const TOUCH = '(pointer: coarse), (hover: none)';

/**
 * The comment form: the text box with its send icon beside it (the seed's single comment-send
 * icon, at the box it sends); Ctrl+Enter sends too, said only where there is a keyboard. With
 * `parentId` it writes a reply to that comment.
 */
export function CommentForm(props: {
  itemId: string;
  texts: CommentTexts;
  parentId?: string;
  autoFocus?: boolean;
  onSent?: () => void;
}) {
  const { t } = useTranslation('comments');
  const post = usePostComment();
  const touch = useMediaQuery(TOUCH, { noSsr: true });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  const send = () => {
    if (post.isPending) return;
    const parsed = commentBodySchema.safeParse({ body });
    if (!parsed.success) {
      setError(schemaFieldErrors(parsed.error).body);
      return;
    }
    post
      .mutateAsync({
        itemId: props.itemId,
        body: parsed.data.body,
        ...(props.parentId ? { parentId: props.parentId } : {}),
      })
      .then(() => {
        setBody('');
        notify(t(`${props.texts}.posted`));
        props.onSent?.();
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) setError(failure.fieldErrors().body);
      });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      aria-label={t(`${props.texts}.form`)}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <CountedTextField
          multiline
          minRows={props.parentId ? 2 : 3}
          fullWidth
          autoFocus={props.autoFocus}
          label={t(`${props.texts}.label`)}
          placeholder={t(`${props.texts}.placeholder`)}
          value={body}
          max={COMMENT_MAX}
          error={error}
          disabled={post.isPending}
          onValueChange={(value) => {
            setBody(value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t(`${props.texts}.send`)}
          disabled={post.isPending}
          sx={{ mt: 1, bgcolor: 'action.hover' }}
        >
          <SendIcon sx={mirrorInRtl} />
        </IconButton>
      </Box>
      {!touch && (
        <Typography variant="caption" color="text.secondary">
          {t('sendHint')}
        </Typography>
      )}
    </form>
  );
}
