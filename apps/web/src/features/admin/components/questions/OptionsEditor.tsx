import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminQuestion } from '@ideabazaar/shared/schemas/admin';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

type Option = AdminQuestion['options'][number];

/**
 * A multiple-choice question's options: the stored value (what an answer keeps, whatever the
 * language) and its label in both languages. A value is fixed once saved: answers point at it.
 */
export function OptionsEditor(props: {
  options: Option[];
  /** The values already saved, which stay as they are. */
  saved: string[];
  error?: string;
  onChange: (options: Option[]) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const change = (index: number, field: keyof Option, value: string) =>
    props.onChange(
      props.options.map((option, at) => (at === index ? { ...option, [field]: value } : option)),
    );
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}
      aria-label={t('questions.options.title')}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('questions.options.title')}
      </Typography>
      {props.options.map((option, index) => {
        const number = format.number(index + 1);
        return (
          <Box
            key={index}
            role="group"
            aria-label={t('questions.options.one', { number })}
            sx={{
              display: 'grid',
              // One field a line until the editor's column has room for the three and the button
              // (the theme's breakpoints are the phone app's: sm is 340 px).
              gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr 1fr auto' },
              gap: 1,
            }}
          >
            <TextField
              size="small"
              label={t('questions.options.value')}
              value={option.value}
              disabled={props.saved.includes(option.value) && option.value !== ''}
              onChange={(event) => change(index, 'value', event.target.value)}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              size="small"
              label={t('questions.options.en')}
              value={option.en}
              onChange={(event) => change(index, 'en', event.target.value)}
              slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
            />
            <TextField
              size="small"
              label={t('questions.options.fa')}
              value={option.fa}
              onChange={(event) => change(index, 'fa', event.target.value)}
              slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa' } }}
            />
            <IconButton
              aria-label={t('questions.options.remove', { number })}
              onClick={() => props.onChange(props.options.filter((_, at) => at !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => props.onChange([...props.options, { value: '', en: '', fa: '' }])}
        sx={{ justifySelf: 'start' }}
      >
        {t('questions.options.add')}
      </Button>
    </Box>
  );
}
