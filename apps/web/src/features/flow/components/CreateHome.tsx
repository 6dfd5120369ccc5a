import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

const STEPS = ['choose', 'answer', 'signIn', 'finish'] as const;

/** Home at /create-idea (seed section 2): what creating an idea or a need takes, and Start. */
export function CreateHome() {
  const { t } = useTranslation('flow');
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 600, mx: 'auto' }}>
      <Typography component="h2" variant="h5">
        {t('home.title')}
      </Typography>
      <Typography color="text.secondary">{t('home.intro')}</Typography>
      <List>
        {STEPS.map((step, index) => (
          <ListItem key={step} disableGutters>
            <ListItemText
              primary={`${format.number(index + 1)}. ${t(`home.steps.${step}.title`)}`}
              secondary={t(`home.steps.${step}.text`)}
            />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton to={paths.ideaOrNeed.href()}>{t('home.start')}</MainButton>
      </Box>
    </Box>
  );
}
