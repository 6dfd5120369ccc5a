import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contactUsRequestSchema, type ContactUsRequest } from '@ideabazaar/shared/schemas/contact';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactUsRequest;
const empty: ContactUsRequest = { name: '', email: '', subject: '', message: '' };
const MESSAGE_MAX = 3000;

/** ContactUs: checked with the same schema as the server, stored by POST /api/contact-us. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const format = useFormat();
  const [values, setValues] = useState<ContactUsRequest>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useSendContactMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactUsRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        notify(t('sent'));
        setValues(empty);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors());
      },
    });
  };

  const field = (
    name: Field,
    props: { type?: string; multiline?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      name={name}
      label={t(`fields.${name}`)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={
        errors[name] ??
        (name === 'message' ? format.counter(values.message.length, MESSAGE_MAX) : ' ')
      }
      {...(props.multiline ? { multiline: true, minRows: 4 } : {})}
      type={props.type}
      autoComplete={props.autoComplete}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {field('name', { autoComplete: 'name' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('subject')}
      {field('message', { multiline: true })}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton type="submit" disabled={send.isPending}>
          {t('send')}
        </MainButton>
      </Box>
    </Box>
  );
}
