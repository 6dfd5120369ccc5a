import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** A member's name as the chat shows it: theirs, or 'User {id}' when they gave none. */
export function useMemberName(member: { id: number; name: string | null }): string {
  const { t } = useTranslation('chat');
  const format = useFormat();
  return member.name ?? t('user', { id: format.number(member.id) });
}
