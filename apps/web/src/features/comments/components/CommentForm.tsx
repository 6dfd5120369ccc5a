import SendIcon from '@mui/icons-material/Send';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX, commentBodySchema } from '@ideabazaar/shared/schemas/comments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBottomNav } from '@/components/layout/BottomNav';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { mirrorInRtl } from '@/components/ui/mirror';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { usePostComment } from '../api/post-comment';

export type CommentKind = 'comment' | 'answer';

/**
 * The form of the comment screen. Its send action is the single icon of the screen's bottom
 * navigation (seed section 2); Ctrl+Enter sends too.
 */
export function CommentForm(props: { itemId: string; kind: CommentKind }) {
  const { t } = useTranslation(['comments', 'common']);
  const post = usePostComment();
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
      .mutateAsync({ itemId: props.itemId, body: parsed.data.body })
      .then(() => {
        setBody('');
        notify(t(`${props.kind}.posted`));
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) setError(failure.fieldErrors().body);
      });
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        aria-label={t(`${props.kind}.form`)}
      >
        <CountedTextField
          multiline
          minRows={3}
          label={t(`${props.kind}.label`)}
          placeholder={t(`${props.kind}.placeholder`)}
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
        <Typography variant="caption" color="text.secondary">
          {t(`${props.kind}.sendHint`)}
        </Typography>
      </form>
      <ActionBottomNav
        variant="comments"
        items={[
          {
            key: 'send',
            label: t('common:nav.sendComment'),
            short: t('common:navShort.sendComment'),
            icon: <SendIcon sx={mirrorInRtl} />,
            onClick: send,
          },
        ]}
      />
    </>
  );
}
