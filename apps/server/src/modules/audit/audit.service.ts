import type { Tx } from '../../db/transaction';
import { createAuditRepository, type AuditEntry } from './audit.repository';

/**
 * The audit log of operators' actions (issue 29): every service that acts for an operator
 * records the action with `record(tx, …)` in the transaction of the action itself, so the action
 * and its entry commit or fail together. Nothing changes or deletes an entry (a trigger refuses).
 */
export function createAuditService() {
  return {
    record: (tx: Tx, entry: AuditEntry) => createAuditRepository(tx).record(entry),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
