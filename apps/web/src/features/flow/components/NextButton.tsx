import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';

/** The Next of the textual, multiple-choice and number kinds: it submits the answer's form. */
export function NextButton(props: { busy?: boolean }) {
  const { t } = useTranslation('flow');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MainButton type="submit" disabled={props.busy}>
        {t('next')}
      </MainButton>
    </Box>
  );
}
