import type { Posting } from '../ledger/ledger.service';
import type { PurchaseRow } from './purchases.repository';

/**
 * What the seller is owed for a sale, and the postings that move it on at release or refund (the
 * sale's own postings are purchase_commit's, in sql/).
 */
const shareOf = (row: Pick<PurchaseRow, 'price' | 'commission'>) => row.price - row.commission;

export function releasePosting(row: PurchaseRow): Posting[] {
  const share = shareOf(row);
  if (share <= 0) return [];
  return [
    {
      kind: 'sale_release',
      memberId: row.sellerId,
      counterpartId: row.buyerId,
      itemId: row.itemId,
      reference: row.id,
      legs: [
        { member: row.sellerId, account: 'pending', amount: -share },
        { member: row.sellerId, account: 'available', amount: share },
      ],
    },
  ];
}

export function refundPosting(row: PurchaseRow): Posting[] {
  if (row.price <= 0) return [];
  const legs: Posting['legs'] = [
    { member: row.buyerId, account: 'available', amount: row.price - row.discount },
    { member: row.sellerId, account: 'pending', amount: -shareOf(row) },
    { platform: 'revenue', amount: -row.commission },
    { platform: 'promotions', amount: row.discount },
  ];
  return [
    {
      kind: 'refund',
      memberId: row.buyerId,
      counterpartId: row.sellerId,
      itemId: row.itemId,
      reference: row.id,
      legs: legs.filter((leg) => leg.amount !== 0),
    },
  ];
}
