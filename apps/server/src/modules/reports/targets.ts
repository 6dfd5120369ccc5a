import type { AdminReport } from '@ideabazaar/shared/schemas/console';
import type { Tx } from '../../db/transaction';

/** What was reported, as the queue shows it now. */
export type ReportContent = NonNullable<AdminReport['content']>;

/** A report's target and the member whose content it is. */
export interface TargetRef {
  targetId: string;
  reportedId: number;
}

/** How a report's content is found among the contents read for many reports at once. */
export const contentKey = (ref: TargetRef) => `${ref.targetId}/${ref.reportedId}`;

/**
 * What the reports module asks of the module that owns a kind of reported thing (comments,
 * items, conversations), given by the composition root: the content of many reports at once
 * (keyed by `contentKey`; a deleted target is missing), and hiding one in the caller's
 * transaction, with its state before and after for the audit log (undefined when it is gone).
 */
export interface ReportTarget {
  contents(refs: TargetRef[]): Promise<Map<string, ReportContent>>;
  hide(
    tx: Tx,
    ref: TargetRef & { reason: string },
  ): Promise<{ before: unknown; after: unknown } | undefined>;
}
