import { z } from 'zod';

/**
 * A purchase interrupted for lack of funds: the idea's page sends the member to deposit the
 * difference and the wallet, on a successful return from the gateway, offers to finish it. It
 * lives in sessionStorage: the gateway round trip stays in this tab, and it ends with the tab.
 */
const STORAGE_KEY = 'ideabazaar.pendingPurchase';
const pendingPurchaseSchema = z.object({ itemId: z.string().min(1), title: z.string() });
export type PendingPurchase = z.infer<typeof pendingPurchaseSchema>;

export function rememberPurchase(purchase: PendingPurchase): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(purchase));
  } catch {
    // Storage refused (private mode, quota): the member finds the idea again by hand.
  }
}

export function pendingPurchase(): PendingPurchase | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed = pendingPurchaseSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetPurchase(itemId?: string): void {
  try {
    if (itemId === undefined || pendingPurchase()?.itemId === itemId) {
      sessionStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Nothing was stored.
  }
}
