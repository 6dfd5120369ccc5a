import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { profilePatchSchema } from '@ideabazaar/shared/schemas/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { ApiError } from '@/lib/api-client';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useUpdateProfile } from '../api/update-profile';

const fields = ['first_name', 'last_name', 'city', 'phone', 'address'] as const;
type Field = (typeof fields)[number];
const names: Record<Language, string> = { en: 'English', fa: 'فارسی' };

/**
 * editProfile: every field of the profile (seed section 3), checked with the server's own schema
 * and texts (an Iranian phone, Persian digits accepted), and the interface language; its Save also
 * sends the picture chosen above it first.
 */
export function EditProfileForm(props: {
  me: MeResponse;
  /** Sent first, by the same Save: a picture the member chose above the form. */
  beforeSave?: () => Promise<unknown>;
  uploading?: boolean;
  onSaved: (me: MeResponse) => void;
}) {
  const { t } = useTranslation('profile');
  const save = useUpdateProfile();
  const language = useClientState((state) => state.language);
  const format = useFormat();
  // The saved phone in the reader's digits; what a person types stays as typed until the
  // language changes (docs/decisions.md, issue 32).
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    first_name: props.me.first_name,
    last_name: props.me.last_name,
    city: props.me.city,
    phone: format.number(props.me.phone ?? ''),
    address: props.me.address,
  }));
  const [phoneLanguage, setPhoneLanguage] = useState(language);
  if (phoneLanguage !== language) {
    setPhoneLanguage(language);
    setValues((current) => ({ ...current, phone: format.number(current.phone) }));
  }
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = profilePatchSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    Promise.resolve(props.beforeSave?.())
      .then(() => save.mutateAsync(parsed.data))
      .then(props.onSaved)
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) setErrors(failure.fieldErrors());
      });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {fields.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`fields.${field}`)}
          value={values[field]}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? (field === 'phone' ? t('phoneHint') : undefined)}
          multiline={field === 'address'}
          minRows={field === 'address' ? 2 : undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, [field]: event.target.value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          slotProps={{
            htmlInput: {
              maxLength: field === 'address' ? 300 : 100,
              ...(field === 'phone' ? { inputMode: 'tel', dir: 'ltr', autoComplete: 'tel' } : {}),
            },
          }}
        />
      ))}
      <Box>
        <FormLabel id="profile-language">{t('language')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="profile-language"
          value={language}
          onChange={(event) => {
            const chosen = languages.find((option) => option === event.target.value);
            if (chosen) useClientState.getState().set({ language: chosen });
          }}
        >
          {languages.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              lang={option}
              control={<Radio />}
              label={names[option]}
            />
          ))}
        </RadioGroup>
      </Box>
      <MainButton
        type="submit"
        disabled={save.isPending || props.uploading}
        sx={{ justifySelf: 'center' }}
      >
        {t('save')}
      </MainButton>
    </Box>
  );
}
