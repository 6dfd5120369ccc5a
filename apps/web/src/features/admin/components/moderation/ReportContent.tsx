import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminReport } from '@ideabazaar/shared/schemas/console';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { Detail } from '../DetailDrawer';

type Content = NonNullable<AdminReport['content']>;
type Message = NonNullable<Content['messages']>[number];

/** Text a member wrote, kept in its own direction and lines. */
function Quote(props: { text: string; hidden?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
        {props.text}
      </Typography>
      {props.hidden && (
        <Chip
          size="small"
          color="warning"
          label={t('reports.hidden')}
          sx={{ justifySelf: 'start' }}
        />
      )}
    </Box>
  );
}

/** The item a comment or conversation is about (or the item reported), opened beside the console. */
function ItemLink(props: { content: Content }) {
  const { t } = useTranslation('admin');
  const { item_id: id, item_title: title } = props.content;
  if (!id) return null;
  return (
    <Link href={paths.details.href(id)} target="_blank" rel="noopener" dir="auto">
      {title || t('reports.untitled')}
    </Link>
  );
}

/** A conversation's last messages, oldest first, the reported member's marked. */
function Messages(props: { messages: Message[]; reportedId: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Box
      component="ol"
      aria-label={t('reports.messages')}
      sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {props.messages.map((message) => {
        const theirs = message.sender_id === props.reportedId;
        return (
          <Box
            component="li"
            key={message.id}
            data-reported={theirs || undefined}
            sx={{
              listStyle: 'none',
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: theirs ? 'error.main' : 'divider',
              bgcolor: theirs ? 'action.hover' : undefined,
            }}
          >
            <Typography variant="caption" color={theirs ? 'error' : 'text.secondary'}>
              {t(theirs ? 'reports.byReported' : 'reports.byOther')} ·{' '}
              {format.dateTime(new Date(message.created_at))}
            </Typography>
            <Quote text={message.body} hidden={message.hidden} />
          </Box>
        );
      })}
    </Box>
  );
}

/** What was reported, as it is now, with its context: the item, the conversation. */
export function ReportContent(props: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const { report } = props;
  const content = report.content;
  if (!content) return <Alert severity="info">{t('reports.gone')}</Alert>;
  switch (report.kind) {
    case 'comment':
      return (
        <>
          <Detail label={t('reports.content.comment')}>
            <Quote text={content.text} hidden={content.hidden} />
          </Detail>
          <Detail label={t('reports.onItem')}>
            <ItemLink content={content} />
          </Detail>
        </>
      );
    case 'item':
      return (
        <Detail label={t('reports.content.item')}>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <ItemLink content={content} />
            <Quote text={content.text} hidden={content.hidden} />
          </Box>
        </Detail>
      );
    case 'chat':
      return (
        <>
          {content.item_id && (
            <Detail label={t('reports.onItem')}>
              <ItemLink content={content} />
            </Detail>
          )}
          <Detail label={t('reports.content.chat')}>
            {content.messages && content.messages.length > 0 ? (
              <Messages messages={content.messages} reportedId={report.reported_id} />
            ) : (
              <Quote text={content.text} hidden={content.hidden} />
            )}
          </Detail>
        </>
      );
  }
}
