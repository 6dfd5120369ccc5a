import type { Executor, Tx } from '../../db/transaction';
import { createAuditRepository, type AuditEntry, type AuditFilter } from './audit.repository';

/**
 * The audit log of operators' actions (issue 29): every service that acts for an operator
 * records the action with `record(tx, …)` in the transaction of the action itself, so the action
 * and its entry commit or fail together. Nothing changes or deletes an entry (a trigger refuses),
 * and no route writes one: the console only reads them (`list`).
 */
export function createAuditService(db: Executor) {
  const repository = createAuditRepository(db);
  return {
    record: (tx: Tx, entry: AuditEntry) => createAuditRepository(tx).record(entry),
    /** Newest first. */
    list: (filter: AuditFilter) => repository.list(filter),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
