import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const sections = ['what', 'ideas', 'needs', 'money', 'trust'] as const;

/** AboutUs: what IdeaBazaar is and how it works, in the reader's language. */
export function AboutContent() {
  const { t } = useTranslation('about');
  return (
    <Box component="article" sx={{ display: 'grid', gap: 2, pb: 2 }}>
      <Typography variant="h5" component="h2">
        {t('headline')}
      </Typography>
      <Typography>{t('lead')}</Typography>
      {sections.map((section) => (
        <Box component="section" key={section}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t(`${section}.title`)}
          </Typography>
          <Typography color="text.secondary">{t(`${section}.text`)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
