import { describe, expect, it } from 'vitest';
import { isNeedPath, itemAction } from './item-actions';

describe('item bottom actions (seed sections 2 and 6)', () => {
  it('treats a path containing need as a need', () => {
    expect(isNeedPath('/TheNeed/4')).toBe(true);
    expect(isNeedPath('/details/4')).toBe(false);
  });

  it('sends a visitor of an idea not bought to IdeaDetails with the purchase messages', () => {
    const base = { pathname: '/TheIdea/4', itemId: '4', item: { id: 4, isBuy: false } };
    expect(itemAction({ ...base, action: 'chat' })).toEqual({
      kind: 'purchase-required',
      message: 'purchaseForChat',
      to: '/details/4',
    });
    expect(itemAction({ ...base, action: 'phone' })).toMatchObject({
      message: 'purchaseForPhone',
    });
  });

  it('opens chat and the phone drawer for a bought idea', () => {
    const item = { id: 4, isBuy: true, phone: '09121234567', user_id: 9 };
    const base = { pathname: '/details/4', itemId: '4', item };
    expect(itemAction({ ...base, action: 'chat' })).toEqual({
      kind: 'navigate',
      to: '/chat/9?item=4',
    });
    expect(itemAction({ ...base, action: 'phone' })).toEqual({ kind: 'phone-drawer' });
  });

  it('keeps needs open without purchase, and sends their comments to answers', () => {
    const base = {
      pathname: '/TheNeed/5',
      itemId: '5',
      item: { id: 5, phone: '0912', user_id: 2 },
    };
    expect(itemAction({ ...base, action: 'phone' })).toEqual({ kind: 'phone-drawer' });
    expect(itemAction({ ...base, action: 'chat' })).toEqual({
      kind: 'navigate',
      to: '/chat/2?item=5',
    });
    expect(itemAction({ ...base, action: 'comments' })).toEqual({
      kind: 'navigate',
      to: '/answers/5',
    });
  });

  it('takes the owner of the item to their own conversations, not to a chat with themself', () => {
    const item = { id: 4, isBuy: true, user_id: 9, own: true };
    const base = { pathname: '/TheIdea/4', itemId: '4', item };
    expect(itemAction({ ...base, action: 'chat' })).toEqual({ kind: 'navigate', to: '/chathome' });
  });

  it('ignores a stored item that is not the one on screen', () => {
    const result = itemAction({
      action: 'chat',
      pathname: '/TheIdea/4',
      itemId: '4',
      item: { id: 3, isBuy: true, user_id: 1 },
    });
    expect(result.kind).toBe('purchase-required');
  });
});
