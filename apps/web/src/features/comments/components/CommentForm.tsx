import Typography from '@mui/material/Typography';
import { COMMENT_MAX, commentBodySchema } from '@ideabazaar/shared/schemas/comments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { usePostComment } from '../api/post-comment';

export type CommentKind = 'comment' | 'answer';

/**
 * The form of the comment screen. It has no button of its own: the layout's single send icon
 * (seed section 2) submits it by its id; Ctrl+Enter does too.
 */
export function CommentForm(props: { itemId: string; formId: string; kind: CommentKind }) {
  const { t } = useTranslation('comments');
  const post = usePostComment();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
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
    <form id={props.formId} noValidate onSubmit={submit} aria-label={t(`${props.kind}.form`)}>
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
            (event.currentTarget.closest('form') as HTMLFormElement | null)?.requestSubmit();
          }
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {t(`${props.kind}.sendHint`)}
      </Typography>
    </form>
  );
}
