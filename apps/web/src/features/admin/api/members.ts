import {
  adminMemberDetailSchema,
  adminMemberSchema,
  adminMembersResponseSchema,
  memberBlockSchema,
} from '@ideabazaar/shared/schemas/console';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminAction, adminGet, adminKeys, adminPost, type Query } from './admin-api';
import { useRefreshConsole } from './refresh';

/** GET /api/admin/members?q=&blocked=: a search by e-mail, mobile, name or id, a page at a time. */
export const fetchMembers = async (query: Query, signal?: AbortSignal) => {
  const page = await adminGet('/members', adminMembersResponseSchema, query, signal);
  return { rows: page.members, next_cursor: page.next_cursor };
};

/** GET /api/admin/members/{id}: a member's page. */
export const useAdminMember = (id: string) =>
  useQuery({
    queryKey: adminKeys.one('members', id),
    queryFn: ({ signal }) =>
      adminGet(`/members/${encodeURIComponent(id)}`, adminMemberDetailSchema, {}, signal),
  });

/**
 * POST /api/admin/members/{id}/block {reason} (their sessions end, their items leave every list)
 * or /unblock. A refusal (an operator, a reason missing) is shown by the dialog.
 */
export function useMemberBlock() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { id: string; block: boolean; reason?: string }) => {
      const path = `/members/${encodeURIComponent(input.id)}`;
      return input.block
        ? adminPost(
            `${path}/block`,
            memberBlockSchema,
            { reason: input.reason ?? '' },
            adminMemberSchema,
            [409, 422],
          )
        : adminAction(`${path}/unblock`, adminMemberSchema);
    },
    onSuccess: refresh,
  });
}
