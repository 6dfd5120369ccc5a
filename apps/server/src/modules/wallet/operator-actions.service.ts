import type { Tx } from '../../db/transaction';
import { createWalletRepository, type OperatorAction } from './wallet.repository';

/**
 * The record of every operator action on money (`operator_actions`, append-only): vouchers,
 * withdrawals and disputes write theirs in the transaction of the action itself.
 */
export function createOperatorActionsService() {
  return {
    record: (tx: Tx, action: OperatorAction) => createWalletRepository(tx).recordAction(action),
  };
}
export type OperatorActionsService = ReturnType<typeof createOperatorActionsService>;
