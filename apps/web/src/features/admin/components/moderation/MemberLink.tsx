import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ConsoleMember } from '@ideabazaar/shared/schemas/console';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '@/lib/format';
import { sectionHref } from '../../sections';

/** A state the server names (an item's status, a sale's hold) in the reader's language. */
export function useEnumLabel() {
  const { t, i18n } = useTranslation('admin');
  return (group: string, value: string) =>
    i18n.exists(`admin:${group}.${value}`) ? t(`${group}.${value}`) : value;
}

/** A member with a link to their page, their address and mobile, and whether they are blocked. */
export function MemberLink(props: { member: ConsoleMember }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { member } = props;
  const contact = [member.email, member.mobile].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={sectionHref(`members/${member.id}`)} dir="auto">
          {format.member(member)}
        </Link>
        {member.blocked && <Chip size="small" color="error" label={t('members.blocked')} />}
      </Box>
      {contact && (
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          {contact}
        </Typography>
      )}
    </Box>
  );
}
