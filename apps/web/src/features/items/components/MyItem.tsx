import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { answerText, userText } from '@/lib/user-text';
import { FileList } from './FileList';
import { ItemStatusActions } from './ItemStatusActions';

const statusColor = { draft: 'default', published: 'success', archived: 'warning' } as const;

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

/** MyIdea / MyNeed: the owner's view of the item, its status actions and every step to edit. */
export function MyItem(props: {
  item: Item;
  publicHref: string;
  editLinks: { key: string; label: string; href: string }[];
  /** Where else the owner follows the item: its comments and statistics. */
  links?: { key: string; label: string; href: string }[];
  /** The offers members made on a negotiable idea, to answer (composed by the route). */
  offers?: React.ReactNode;
  /** The other side's items that may match this one (composed by the route). */
  matches?: React.ReactNode;
  /** The certificates of authorship of a published idea (composed by the route, issue 31). */
  certificates?: React.ReactNode;
  /** The optional steps left to make an idea stronger (composed by the route, issue 32). */
  strengthen?: React.ReactNode;
}) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const { item } = props;
  const price = format.price(item) ?? t(item.section === 'need' ? 'my.noBudget' : 'my.noPrice');

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 700, mx: 'auto' }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            component="h2"
            variant="h5"
            sx={{ flexGrow: 1 }}
            {...(item.title ? userText : {})}
          >
            {item.title || t('my.untitled')}
          </Typography>
          <Chip label={t(`status.${item.status}`)} color={statusColor[item.status]} />
        </Box>
        <Typography>{t(item.section === 'need' ? 'my.budget' : 'my.price', { price })}</Typography>
        {item.section === 'need' && (
          <Typography variant="body2" color="text.secondary">
            {t('my.budgetHint')}
          </Typography>
        )}
        {item.elevator_text && (
          <Typography color="text.secondary" {...userText}>
            {item.elevator_text}
          </Typography>
        )}
        <ItemStatusActions item={item} publicHref={props.publicHref} />
        {props.links && props.links.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {props.links.map((link) => (
              <Button key={link.key} component={Link} to={link.href} size="small">
                {link.label}
              </Button>
            ))}
          </Box>
        )}
      </Box>
      {props.offers}
      {props.matches}
      {props.certificates}
      {props.strengthen}
      <Section title={t('my.edit')}>
        <List dense disablePadding>
          {props.editLinks.map((link) => (
            <ListItem key={link.key} disablePadding>
              <ListItemButton component={Link} to={link.href}>
                <ListItemIcon>
                  <EditIcon />
                </ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Section>
      <Divider />
      <Section title={t('my.answers')}>
        {item.answers.length === 0 && (
          <Typography color="text.secondary">{t('my.noAnswers')}</Typography>
        )}
        <List dense disablePadding>
          {item.answers.map((answer) => (
            <ListItem key={answer.questions_id} disableGutters>
              <ListItemText
                primary={answer.question}
                secondary={answer.display}
                slotProps={{ secondary: answerText(answer) }}
              />
              {answer.is_private && (
                <LockIcon fontSize="small" color="action" aria-label={t('hide.private')} />
              )}
            </ListItem>
          ))}
        </List>
      </Section>
      {item.files.length > 0 && (
        <Section title={t('my.files')}>
          <FileList itemId={item.id} files={item.files} removable={false} />
        </Section>
      )}
    </Box>
  );
}
