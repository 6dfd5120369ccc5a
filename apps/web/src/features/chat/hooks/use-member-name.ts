import { useFormat } from '@/lib/format';

/** A member's name as the chat shows it: theirs, or 'User {id}' when they gave none. */
export function useMemberName(member: { id: number; name: string | null }): string {
  return useFormat().member(member);
}
