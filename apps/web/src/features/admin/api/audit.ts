import { adminAuditResponseSchema, type AuditEntry } from '@ideabazaar/shared/schemas/console';
import { adminGet, type Query } from './admin-api';
import type { CursorPage } from '../components/use-cursor-pages';

/** GET /api/admin/audit?actor=&action=&object_type=&object_id=&cursor=: newest first. */
export const getAuditPage = async (
  query: Query,
  signal: AbortSignal,
): Promise<CursorPage<AuditEntry>> => {
  const page = await adminGet('/audit', adminAuditResponseSchema, query, signal);
  return { rows: page.entries, next_cursor: page.next_cursor };
};
