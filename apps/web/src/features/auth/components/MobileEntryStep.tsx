import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sendMobileCodeRequestSchema } from '@ideabazaar/shared/schemas/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useSendMobileCode } from '../api/send-mobile-code';

/** Seed section 3: the mobile form's first fields, as typed. */
export interface MobileForm {
  mobile: string;
  email: string;
}

/** What the code was sent for: the mobile normalized to '09…', with Latin digits. */
export interface MobileContact {
  mobile: string;
  email?: string;
}

/** Seed section 2, step enterMobileEmail: the mobile, an optional e-mail, 'Get Code'. */
export function MobileEntryStep(props: {
  form: MobileForm;
  onChange: (form: MobileForm) => void;
  onSent: (contact: MobileContact) => void;
}) {
  const { t } = useTranslation('auth');
  const { form, onChange } = props;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendMobileCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendMobileCodeRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const contact = parsed.data;
    send.mutate(contact, {
      onSuccess: ({ status }) => {
        if (status === 'user_exist') {
          notify(t('messages.registeredBefore'), 'error');
          return;
        }
        notify(t('messages.mobileCodeSent'));
        props.onSent(contact);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors());
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('mobile.prompt')}</Typography>
      <TextField
        label={t('fields.mobile')}
        type="tel"
        autoComplete="tel"
        value={form.mobile}
        onChange={(event) => onChange({ ...form, mobile: event.target.value })}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile || ' '}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
      <TextField
        label={t('fields.optionalEmail')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => onChange({ ...form, email: event.target.value })}
        error={Boolean(errors.email)}
        helperText={errors.email || t('mobile.emailHint')}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton type="submit" disabled={send.isPending}>
          {t('actions.getCode')}
        </MainButton>
      </Box>
    </Box>
  );
}
