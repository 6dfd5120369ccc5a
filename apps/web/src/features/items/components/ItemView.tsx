import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedText } from '@/components/ui/MaskedText';
import { Link } from 'react-router';
import { isolate, useFormat } from '@/lib/format';
import { answerText, userText } from '@/lib/user-text';
import { FileList } from './FileList';
import { PriceBlock } from './PriceBlock';

function Part(props: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={props.title} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

/**
 * An idea or a need as this viewer may see it (PRODUCT.md section 2): what the server sent, and
 * for an idea not bought, a locked line where its private parts would be.
 */
export function ItemView(props: {
  item: Item;
  categoryLabel: string | null;
  /** The owner's page, for the owner. */
  ownerHref: string;
  purchase?: ReactNode;
  indicators?: ReactNode;
  engagement?: ReactNode;
}) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const { item } = props;
  const seesPrivate = item.is_owner || item.isBuy;
  const date = item.published_at ?? item.created_at;

  return (
    <Box component="article" sx={{ display: 'grid', gap: 2.5, maxWidth: 700, mx: 'auto' }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="h5" {...(item.title ? userText : {})}>
          {item.title || t('my.untitled')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={t(`view.section.${item.section}`)} />
          {props.categoryLabel && (
            <Chip size="small" variant="outlined" label={props.categoryLabel} />
          )}
          {item.status !== 'published' && (
            <Chip size="small" color="warning" label={t(`status.${item.status}`)} />
          )}
          {item.isBuy && <Chip size="small" color="success" label={t('view.bought')} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('view.byline', {
            name: item.creator ? isolate(format.member(item.creator)) : t('view.unknownCreator'),
            date: format.date(new Date(date)),
          })}
        </Typography>
        <PriceBlock item={item} />
      </Box>
      {item.is_owner && (
        <Alert
          severity="success"
          action={
            <Button component={Link} to={props.ownerHref} color="inherit" size="small">
              {t('view.manage')}
            </Button>
          }
        >
          {t(`view.yours.${item.section}`)}
        </Alert>
      )}
      {props.purchase}
      {item.elevator_text && (
        <Part title={t('view.pitch')}>
          <Typography {...userText} sx={{ whiteSpace: 'pre-line' }}>
            <MaskedText text={item.elevator_text} />
          </Typography>
        </Part>
      )}
      <Part title={t('view.answers')}>
        {item.answers.length === 0 && (
          <Typography color="text.secondary">{t('my.noAnswers')}</Typography>
        )}
        <List dense disablePadding>
          {item.answers.map((answer) => (
            <ListItem key={answer.questions_id} disableGutters>
              <ListItemText
                primary={answer.question}
                secondary={answer.display}
                slotProps={{ primary: { dir: 'auto' }, secondary: answerText(answer) }}
              />
              {answer.is_private && (
                <LockIcon fontSize="small" color="action" aria-label={t('view.privateAnswer')} />
              )}
            </ListItem>
          ))}
        </List>
      </Part>
      {item.business_text && (
        <Part title={t('view.business')}>
          <Typography {...userText} sx={{ whiteSpace: 'pre-line' }}>
            {item.business_text}
          </Typography>
        </Part>
      )}
      <Part title={t('my.files')}>
        <FileList itemId={item.id} files={item.files} removable={false} />
        {item.files.length === 0 && (seesPrivate || item.section === 'need') && (
          <Typography color="text.secondary">{t('view.noFiles')}</Typography>
        )}
        {item.section === 'idea' && !seesPrivate && (
          <List dense disablePadding>
            <ListItem disableGutters data-testid="locked-files">
              <ListItemIcon>
                <LockIcon aria-label={t('files.private')} />
              </ListItemIcon>
              <ListItemText primary={t('view.lockedFiles')} secondary={t('view.lockedFilesText')} />
            </ListItem>
          </List>
        )}
      </Part>
      {props.indicators}
      {props.engagement}
    </Box>
  );
}
