import LightbulbIcon from '@mui/icons-material/Lightbulb';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';

function Choice(props: { icon: ReactNode; title: string; text: string; onClick: () => void }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <CardActionArea onClick={props.onClick} sx={{ p: 3, textAlign: 'center' }}>
        <Box sx={{ fontSize: 56, '& svg': { fontSize: 'inherit' } }}>{props.icon}</Box>
        <Typography component="h2" variant="h5" gutterBottom>
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.text}</Typography>
      </CardActionArea>
    </Paper>
  );
}

/** IdeaOrNeed (seed section 2): choosing sets the section and starts the question flow. */
export function IdeaOrNeedChooser() {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const choose = (section: Section) => {
    useClientState.getState().set({ section });
    void navigate(paths.questions.href());
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 600, mx: 'auto' }}>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('chooser.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Choice
          icon={<LightbulbIcon color="secondary" />}
          title={t('chooser.idea')}
          text={t('chooser.ideaText')}
          onClick={() => choose('idea')}
        />
        <Choice
          icon={<HandshakeIcon color="primary" />}
          title={t('chooser.need')}
          text={t('chooser.needText')}
          onClick={() => choose('need')}
        />
      </Box>
    </Box>
  );
}
