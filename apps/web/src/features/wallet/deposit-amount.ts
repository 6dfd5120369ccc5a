import type { Wallet } from '@ideabazaar/shared/schemas/wallet';

/** The amounts offered as one tap. */
const DEPOSIT_PRESETS = [50_000, 100_000, 200_000, 500_000, 1_000_000];

/** The presets inside the configured deposit bounds. */
export const presetsWithin = (bounds: { min: number; max: number }) =>
  DEPOSIT_PRESETS.filter((value) => value >= bounds.min && value <= bounds.max);

/**
 * What the amount field starts with: the amount asked for in the address (what a purchase is
 * missing), raised to the smallest deposit and capped at the largest; empty when none is asked.
 */
export function initialDeposit(
  asked: number | undefined,
  wallet: Pick<Wallet, 'deposit_min' | 'deposit_max'>,
): string {
  if (asked === undefined || !Number.isSafeInteger(asked) || asked <= 0) return '';
  return String(Math.min(Math.max(asked, wallet.deposit_min), wallet.deposit_max));
}
