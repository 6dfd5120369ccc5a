/**
 * The query keys of the member's money, for the features that move it without owning the
 * wallet (a purchase from an idea's page): they refresh the balances and lists through these.
 */
export const walletKey = ['wallet'] as const;
export const transactionsKey = ['wallet', 'transactions'] as const;
export const purchasesKey = ['my-purchases'] as const;
export const referralKey = ['referral'] as const;
/** Everything a purchase changes besides the item itself. */
export const moneyKeys = [walletKey, purchasesKey, referralKey] as const;
