import { paths } from '@/config/paths';

/** What the bottom actions need of the item on screen (seed sections 2 and 6). */
export interface ItemOnScreen {
  id: string | number;
  /** Bought, or the viewer's own: its private side is open to them. */
  isBuy?: boolean;
  /** Its creator, the other end of the chat. */
  user_id?: string | number;
  /** The viewer's own item: their chat action lists their conversations. */
  own?: boolean;
}

export type ItemAction = 'chat' | 'comments' | 'phone';

export type ItemActionResult =
  | { kind: 'navigate'; to: string }
  | { kind: 'phone-drawer' }
  | { kind: 'purchase-required'; message: 'purchaseForChat' | 'purchaseForPhone'; to: string };

/** Seed section 2: a path containing 'need' is a need. */
export const isNeedPath = (pathname: string) => pathname.toLowerCase().includes('need');

/**
 * Seed section 6: chat and the creator's phone on an idea need the idea bought (isBuy); otherwise the
 * person goes to IdeaDetails with the purchase message. For needs both are open.
 */
export function itemAction(options: {
  action: ItemAction;
  pathname: string;
  itemId: string;
  item: ItemOnScreen | null;
}): ItemActionResult {
  const need = isNeedPath(options.pathname);
  const item = options.item && String(options.item.id) === options.itemId ? options.item : null;
  if (options.action === 'comments') {
    return { kind: 'navigate', to: (need ? paths.answers : paths.comments).href(options.itemId) };
  }
  if (!need && !item?.isBuy) {
    return {
      kind: 'purchase-required',
      message: options.action === 'chat' ? 'purchaseForChat' : 'purchaseForPhone',
      to: paths.details.href(options.itemId),
    };
  }
  if (options.action === 'phone') return { kind: 'phone-drawer' };
  if (item?.own) return { kind: 'navigate', to: paths.chatHome.href() };
  // The creator is known once the item is loaded; until then the detail screen is the way there.
  // The conversation opens about this item: its first message starts it (PRODUCT.md section 7).
  return item?.user_id === undefined
    ? { kind: 'navigate', to: paths.details.href(options.itemId) }
    : { kind: 'navigate', to: `${paths.chat.href(item.user_id)}?item=${options.itemId}` };
}
