import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialAvatar } from '@/components/ui/InitialAvatar';
import { useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { avatarSrc, fullName } from './avatar-src';

/** A field's label and value: what the member wrote, or a phone in the language's digits. */
function Row(props: {
  label: string;
  value: string | null;
  empty: string;
  /** A phone number: left to right, in the reader's digits (not what the member typed). */
  phone?: boolean;
}) {
  const written = Boolean(props.value) && !props.phone;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Typography color="text.secondary">{props.label}</Typography>
      <Typography
        {...(written ? userText : {})}
        {...(props.phone && props.value ? { dir: 'ltr' } : {})}
        color={props.value ? 'text.primary' : 'text.secondary'}
        sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}
      >
        {props.value || props.empty}
      </Typography>
    </Box>
  );
}

/**
 * TheProfile: the picture (or the initial in a coloured circle), the name and every field. The
 * e-mail, which has its own confirmation, is composed in by the screen.
 */
export function ProfileCard(props: { me: MeResponse; email?: ReactNode }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const { me } = props;
  const name = fullName(me);
  const digits = (value: string | null) => (value ? format.number(value) : null);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
        <InitialAvatar name={name || me.email || '?'} src={avatarSrc(me.avatar_url)} size={88} />
        <Typography component="h2" variant="h6" {...(name ? userText : {})}>
          {name || t('noName')}
        </Typography>
      </Box>
      {props.email}
      <Box>
        <Row label={t('fields.mobile')} value={digits(me.mobile)} empty={t('none')} phone />
        <Row label={t('fields.city')} value={me.city} empty={t('none')} />
        <Row label={t('fields.phone')} value={digits(me.phone)} empty={t('none')} phone />
        <Row label={t('fields.address')} value={me.address} empty={t('none')} />
      </Box>
    </Box>
  );
}
