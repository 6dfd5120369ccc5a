import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import UnsubscribeIcon from '@mui/icons-material/UnsubscribeOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { emailKinds, type EmailKind } from '@ideabazaar/shared/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/** The kind of e-mail a link's token names (`<member>.<kind>.<signature>`), when it names one. */
function kindOf(token: string): EmailKind | null {
  const kind = token.split('.')[1];
  return (emailKinds as readonly string[]).includes(kind ?? '') ? (kind as EmailKind) : null;
}

/**
 * The page an e-mail's unsubscribe link opens: asks, then turns that kind of e-mail off and says
 * which.
 */
export function UnsubscribeResult(props: { token: string }) {
  const { t } = useTranslation('notifications');
  const unsubscribe = useUnsubscribe(props.token);
  const kind = kindOf(props.token);

  const settingsLink = (
    <Button component={Link} to={paths.notificationSettings.href()}>
      {t('unsubscribe.settings')}
    </Button>
  );
  if (!props.token || unsubscribe.isError) {
    const error = unsubscribe.error;
    return (
      <EmptyState
        icon={<ErrorIcon color="error" />}
        title={t('unsubscribe.failed')}
        text={error instanceof ApiError && error.code ? error.text() : t('unsubscribe.invalidText')}
        action={settingsLink}
      />
    );
  }
  if (unsubscribe.isIdle) {
    return (
      <EmptyState
        icon={<UnsubscribeIcon color="action" />}
        title={t('unsubscribe.confirm')}
        text={
          kind
            ? t('unsubscribe.confirmText', { kind: t(`settings.kinds.${kind}`) })
            : t('unsubscribe.confirmTextAny')
        }
        action={
          <Button variant="contained" onClick={() => unsubscribe.mutate()}>
            {t('unsubscribe.button')}
          </Button>
        }
      />
    );
  }
  if (!unsubscribe.data) {
    return (
      <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('list.loading')} />
    );
  }
  return (
    <EmptyState
      icon={<CheckCircleIcon color="success" />}
      title={t('unsubscribe.done')}
      text={t('unsubscribe.doneText', { kind: t(`settings.kinds.${unsubscribe.data.kind}`) })}
      action={settingsLink}
    />
  );
}
